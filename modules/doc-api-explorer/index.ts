import { defineModule } from '../../registry/define';
import { DocApiExplorerDetails } from './schema';

export default defineModule({
  type: 'docApiExplorer',
  folder: 'doc-api-explorer',
  interactive: true,
  schema: DocApiExplorerDetails,
  loader: 'loadDocApiExplorer',
});
