import { defineModule } from '../../registry/define';
import { NetworkMapDetails } from './schema';

export default defineModule({
  type: 'networkMap',
  folder: 'network-map',
  interactive: false,
  schema: NetworkMapDetails,
});
