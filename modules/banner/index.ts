import { defineModule } from '../../contract/module-declaration';
import { BannerDetails } from './schema';

export default defineModule({
  type: 'banner',
  folder: 'banner',
  interactive: true,
  sketch: ['I', 'ooo'],
  schema: BannerDetails,
  loader: 'loadBanner',
});
