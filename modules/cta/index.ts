import { defineModule } from '../../contract/module-declaration';
import { CtaDetails } from './schema';

export default defineModule({
  type: 'cta',
  folder: 'cta',
  interactive: false,
  sketch: ['H', 't', 'BB'],
  schema: CtaDetails,
});
