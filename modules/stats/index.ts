import { defineModule } from '../../contract/module-declaration';
import { StatsDetails } from './schema';

export default defineModule({
  type: 'stats',
  folder: 'stats',
  interactive: false,
  sketch: ['NNNN', 'tttt'],
  schema: StatsDetails,
});
