import { defineModule } from '../../contract/module-declaration';
import { StatsDetails } from './schema';

export default defineModule({
  type: 'stats',
  folder: 'stats',
  interactive: false,
  schema: StatsDetails,
});
