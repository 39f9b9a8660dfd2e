import { defineModule } from '../../contract/module-declaration';
import { AppManageDetails } from './schema';

export default defineModule({
  type: 'appManage',
  folder: 'app-manage',
  interactive: false,
  sketch: ['H', 'BBB'],
  schema: AppManageDetails,
  loader: 'loadAppManage',
});
