import { defineModule } from '../../contract/module-declaration';
import { NewsListDetails } from './schema';

export default defineModule({
  type: 'newsList',
  folder: 'news-list',
  interactive: true,
  schema: NewsListDetails,
  loader: 'loadNewsList',
});
