import { defineModule } from '../../contract/module-declaration';
import { RegionDetailDetails } from './schema';

export default defineModule({
  type: 'regionDetail',
  folder: 'region-detail',
  interactive: false,
  sketch: ['H', 'oo', 'tt'],
  schema: RegionDetailDetails,
});
