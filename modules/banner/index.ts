import { defineModule } from '../../contract/module-declaration';
import { BannerDetails } from './schema';

export default defineModule({
  type: 'banner',
  folder: 'banner',
  interactive: true,
  schema: BannerDetails,
  loader: 'loadBanner',
});
