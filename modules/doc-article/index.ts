import { defineModule } from '../../contract/module-declaration';
import { DocArticleDetails } from './schema';

export default defineModule({
  type: 'docArticle',
  folder: 'doc-article',
  interactive: true,
  sketch: ['tH', 'tI', 'tt'],
  schema: DocArticleDetails,
  loader: 'loadDocArticle',
});
