import { defineModule } from '../../contract/module-declaration';
import { VideoAdPromotionDetails } from './schema';

export default defineModule({
  type: 'videoAdPromotion',
  folder: 'video-ad-promotion',
  interactive: 'when-used',
  sketch: ['V', 'H', 't'],
  schema: VideoAdPromotionDetails,
});
