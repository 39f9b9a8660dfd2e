import { defineModule } from '../../contract/module-declaration';
import { NewsDetailDetails } from './schema';

export default defineModule({
  type: 'newsDetail',
  folder: 'news-detail',
  interactive: false,
  schema: NewsDetailDetails,
  loader: 'loadNewsDetail',
});
