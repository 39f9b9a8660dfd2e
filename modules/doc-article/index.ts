import { defineModule } from '../../registry/define';
import { DocArticleDetails } from './schema';

export default defineModule({
  type: 'docArticle',
  folder: 'doc-article',
  interactive: true,
  schema: DocArticleDetails,
  loader: 'loadDocArticle',
});
