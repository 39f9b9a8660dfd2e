import { defineModule } from '../../contract/module-declaration';
import { DocArticleDetails } from './schema';

export default defineModule({
  type: 'docArticle',
  folder: 'doc-article',
  interactive: 'when-used',
  sketch: ['tH', 'tI', 'tt'],
  schema: DocArticleDetails,
  loader: 'loadDocArticle',
});
