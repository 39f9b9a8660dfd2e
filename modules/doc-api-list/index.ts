import { defineModule } from '../../contract/module-declaration';
import { DocApiListDetails } from './schema';

export default defineModule({
  type: 'docApiList',
  folder: 'doc-api-list',
  interactive: true,
  schema: DocApiListDetails,
  loader: 'loadDocApiList',
});
