import { defineModule } from '../../registry/define';
import { CountdownDetails } from './schema';

export default defineModule({
  type: 'countdown',
  folder: 'countdown',
  interactive: true,
  schema: CountdownDetails,
  loader: 'loadCountdown',
});
