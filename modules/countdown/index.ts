import { defineModule } from '../../contract/module-declaration';
import { CountdownDetails } from './schema';

export default defineModule({
  type: 'countdown',
  folder: 'countdown',
  interactive: 'when-visible',
  sketch: ['H', 'NNNN'],
  schema: CountdownDetails,
  loader: 'loadCountdown',
});
