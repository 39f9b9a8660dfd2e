import { defineModule } from '../../registry/define';
import { RegionDetailDetails } from './schema';

export default defineModule({
  type: 'regionDetail',
  folder: 'region-detail',
  interactive: false,
  schema: RegionDetailDetails,
});
