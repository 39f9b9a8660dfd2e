import { defineModule } from '../../contract/module-declaration';
import { NewsDetailDetails } from './schema';

export default defineModule({
  type: 'newsDetail',
  folder: 'news-detail',
  interactive: false,
  sketch: ['H', 'I', 't', 't'],
  schema: NewsDetailDetails,
  loader: 'loadNewsDetail',
});
