import { defineModule } from '../../registry/define';
import { DocHomeDetails } from './schema';

export default defineModule({
  type: 'docHome',
  folder: 'doc-home',
  interactive: true,
  schema: DocHomeDetails,
  loader: 'loadDocHome',
});
