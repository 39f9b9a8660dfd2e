import { defineModule } from '../../registry/define';
import { DocApiListDetails } from './schema';

export default defineModule({
  type: 'docApiList',
  folder: 'doc-api-list',
  interactive: true,
  schema: DocApiListDetails,
  loader: 'loadDocApiList',
});
