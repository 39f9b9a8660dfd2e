import { defineModule } from '../../registry/define';
import { NewsNavDetails } from './schema';

export default defineModule({
  type: 'newsNav',
  folder: 'news-nav',
  interactive: true,
  schema: NewsNavDetails,
});
