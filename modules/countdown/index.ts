import { defineModule } from '../../contract/module-declaration';
import { CountdownDetails } from './schema';

export default defineModule({
  type: 'countdown',
  folder: 'countdown',
  interactive: 'when-visible',
  perRequestHtml: true,
  sketch: ['H', 'NNNN'],
  schema: CountdownDetails,
  loader: 'loadCountdown',
});
