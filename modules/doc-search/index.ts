import { defineModule } from '../../contract/module-declaration';
import { DocSearchDetails } from './schema';

export default defineModule({
  type: 'docSearch',
  folder: 'doc-search',
  interactive: 'when-used',
  perRequestHtml: true,
  sketch: ['F', 't', 't'],
  schema: DocSearchDetails,
  loader: 'loadDocSearch',
});
