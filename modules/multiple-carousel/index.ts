import { defineModule } from '../../contract/module-declaration';
import { MultipleCarouselDetails } from './schema';

export default defineModule({
  type: 'multipleCarousel',
  folder: 'multiple-carousel',
  interactive: 'when-used',
  sketch: ['H', 'CCC', 'ooo'],
  schema: MultipleCarouselDetails,
});
