import { defineModule } from '../../contract/module-declaration';
import { DocArticleDetails } from './schema';

export default defineModule({
  type: 'docArticle',
  folder: 'doc-article',
  interactive: true,
  schema: DocArticleDetails,
  loader: 'loadDocArticle',
});
