import { defineModule } from '../../contract/module-declaration';
import { DocApiExplorerDetails } from './schema';

export default defineModule({
  type: 'docApiExplorer',
  folder: 'doc-api-explorer',
  interactive: true,
  schema: DocApiExplorerDetails,
  loader: 'loadDocApiExplorer',
});
