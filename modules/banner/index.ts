import { defineModule } from '../../contract/module-declaration';
import { BannerDetails } from './schema';

export default defineModule({
  type: 'banner',
  folder: 'banner',
  interactive: 'when-visible',
  sketch: ['I', 'ooo'],
  schema: BannerDetails,
  loader: 'loadBanner',
});
