import { defineModule } from '../../registry/define';
import { DocSearchDetails } from './schema';

export default defineModule({
  type: 'docSearch',
  folder: 'doc-search',
  interactive: true,
  schema: DocSearchDetails,
  loader: 'loadDocSearch',
});
