import { defineModule } from '../../contract/module-declaration';
import { DocHomeDetails } from './schema';

export default defineModule({
  type: 'docHome',
  folder: 'doc-home',
  interactive: 'when-used',
  sketch: ['F', 'CCC'],
  schema: DocHomeDetails,
  loader: 'loadDocHome',
});
