import { defineModule } from '../../contract/module-declaration';
import { ServiceColumnDetails } from './schema';

export default defineModule({
  type: 'serviceColumn',
  folder: 'service-column',
  interactive: false,
  sketch: ['HHH', 'ttt', 'ttt'],
  schema: ServiceColumnDetails,
});
