import { defineModule } from '../../registry/define';
import { HomeModulesDetails } from './schema';

export default defineModule({
  type: 'homeModules',
  folder: 'home-modules',
  interactive: true,
  schema: HomeModulesDetails,
  loader: 'loadHomeModules',
});
