import { defineModule } from '../../registry/define';
import { MultipleCarouselDetails } from './schema';

export default defineModule({
  type: 'multipleCarousel',
  folder: 'multiple-carousel',
  interactive: true,
  schema: MultipleCarouselDetails,
});
