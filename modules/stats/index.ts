import { defineModule } from '../../registry/define';
import { StatsDetails } from './schema';

export default defineModule({
  type: 'stats',
  folder: 'stats',
  interactive: false,
  schema: StatsDetails,
});
