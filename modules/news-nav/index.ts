import { defineModule } from '../../contract/module-declaration';
import { NewsNavDetails } from './schema';

export default defineModule({
  type: 'newsNav',
  folder: 'news-nav',
  interactive: true,
  sketch: ['H', 'ot', 'ot', 'ot'],
  schema: NewsNavDetails,
});
