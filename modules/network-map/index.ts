import { defineModule } from '../../contract/module-declaration';
import { NetworkMapDetails } from './schema';

export default defineModule({
  type: 'networkMap',
  folder: 'network-map',
  interactive: false,
  sketch: ['H', 'M'],
  schema: NetworkMapDetails,
});
