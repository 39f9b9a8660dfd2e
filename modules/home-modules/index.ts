import { defineModule } from '../../contract/module-declaration';
import { HomeModulesDetails } from './schema';

export default defineModule({
  type: 'homeModules',
  folder: 'home-modules',
  interactive: true,
  schema: HomeModulesDetails,
  loader: 'loadHomeModules',
});
