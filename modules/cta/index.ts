import { defineModule } from '../../registry/define';
import { CtaDetails } from './schema';

export default defineModule({
  type: 'cta',
  folder: 'cta',
  interactive: false,
  schema: CtaDetails,
});
