import { defineModule } from '../../contract/module-declaration';
import { CtaDetails } from './schema';

export default defineModule({
  type: 'cta',
  folder: 'cta',
  interactive: false,
  schema: CtaDetails,
});
