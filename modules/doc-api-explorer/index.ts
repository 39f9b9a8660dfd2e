import { defineModule } from '../../contract/module-declaration';
import { DocApiExplorerDetails } from './schema';

export default defineModule({
  type: 'docApiExplorer',
  folder: 'doc-api-explorer',
  interactive: 'when-visible',
  sketch: ['H', 'FF', 'B'],
  schema: DocApiExplorerDetails,
  loader: 'loadDocApiExplorer',
});
