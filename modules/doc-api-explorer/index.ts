import { defineModule } from '../../contract/module-declaration';
import { DocApiExplorerDetails } from './schema';

export default defineModule({
  type: 'docApiExplorer',
  folder: 'doc-api-explorer',
  interactive: true,
  sketch: ['H', 'FF', 'B'],
  schema: DocApiExplorerDetails,
  loader: 'loadDocApiExplorer',
});
