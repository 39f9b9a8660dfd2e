import { defineModule } from '../../contract/module-declaration';
import { NewsNavDetails } from './schema';

export default defineModule({
  type: 'newsNav',
  folder: 'news-nav',
  interactive: 'when-visible',
  sketch: ['H', 'ot', 'ot', 'ot'],
  schema: NewsNavDetails,
});
