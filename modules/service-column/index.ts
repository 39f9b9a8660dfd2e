import { defineModule } from '../../registry/define';
import { ServiceColumnDetails } from './schema';

export default defineModule({
  type: 'serviceColumn',
  folder: 'service-column',
  interactive: false,
  schema: ServiceColumnDetails,
});
