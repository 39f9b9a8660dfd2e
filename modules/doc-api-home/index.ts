import { defineModule } from '../../contract/module-declaration';
import { DocApiHomeDetails } from './schema';

export default defineModule({
  type: 'docApiHome',
  folder: 'doc-api-home',
  interactive: 'when-used',
  sketch: ['H', 'CCC'],
  schema: DocApiHomeDetails,
  loader: 'loadDocApiHome',
});
