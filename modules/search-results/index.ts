import { defineModule } from '../../contract/module-declaration';
import { SearchResultsDetails } from './schema';

export default defineModule({
  type: 'searchResults',
  folder: 'search-results',
  interactive: 'when-used',
  perRequestHtml: true,
  sketch: ['F', 't', 't', 't'],
  schema: SearchResultsDetails,
  loader: 'loadSearchResults',
});
