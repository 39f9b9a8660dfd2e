import { defineModule } from '../../contract/module-declaration';
import { DocCategoryDetails } from './schema';

export default defineModule({
  type: 'docCategory',
  folder: 'doc-category',
  interactive: 'when-used',
  sketch: ['tH', 'tt', 'tt'],
  schema: DocCategoryDetails,
  loader: 'loadDocCategory',
});
