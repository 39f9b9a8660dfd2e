import { defineModule } from '../../contract/module-declaration';
import { NewsListDetails } from './schema';

export default defineModule({
  type: 'newsList',
  folder: 'news-list',
  interactive: true,
  sketch: ['BBBB', 'Ct', 'Ct'],
  schema: NewsListDetails,
  loader: 'loadNewsList',
});
