import { defineModule } from '../../registry/define';
import { AppManageDetails } from './schema';

export default defineModule({
  type: 'appManage',
  folder: 'app-manage',
  interactive: false,
  schema: AppManageDetails,
  loader: 'loadAppManage',
});
