import { defineModule } from '../../contract/module-declaration';
import { HomeModulesDetails } from './schema';

export default defineModule({
  type: 'homeModules',
  folder: 'home-modules',
  interactive: 'when-visible',
  sketch: ['CC', 'CC'],
  schema: HomeModulesDetails,
  loader: 'loadHomeModules',
});
