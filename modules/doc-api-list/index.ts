import { defineModule } from '../../contract/module-declaration';
import { DocApiListDetails } from './schema';

export default defineModule({
  type: 'docApiList',
  folder: 'doc-api-list',
  interactive: true,
  sketch: ['H', 'tttt', 'tttt'],
  schema: DocApiListDetails,
  loader: 'loadDocApiList',
});
