import { defineModule } from '../../registry/define';
import { VideoAdPromotionDetails } from './schema';

export default defineModule({
  type: 'videoAdPromotion',
  folder: 'video-ad-promotion',
  interactive: true,
  schema: VideoAdPromotionDetails,
});
