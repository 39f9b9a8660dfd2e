import { defineModule } from '../../contract/module-declaration';
import { NewsListDetails } from './schema';

export default defineModule({
  type: 'newsList',
  folder: 'news-list',
  interactive: 'when-used',
  sketch: ['BBBB', 'Ct', 'Ct'],
  schema: NewsListDetails,
  loader: 'loadNewsList',
});
