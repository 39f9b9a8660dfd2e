import { defineModule } from '../../contract/module-declaration';
import { DocSearchDetails } from './schema';

export default defineModule({
  type: 'docSearch',
  folder: 'doc-search',
  interactive: true,
  schema: DocSearchDetails,
  loader: 'loadDocSearch',
});
