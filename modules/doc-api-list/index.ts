import { defineModule } from '../../contract/module-declaration';
import { DocApiListDetails } from './schema';

export default defineModule({
  type: 'docApiList',
  folder: 'doc-api-list',
  interactive: 'when-used',
  sketch: ['H', 'tttt', 'tttt'],
  schema: DocApiListDetails,
  loader: 'loadDocApiList',
});
