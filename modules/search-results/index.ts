import { defineModule } from '../../contract/module-declaration';
import { SearchResultsDetails } from './schema';

export default defineModule({
  type: 'searchResults',
  folder: 'search-results',
  interactive: true,
  schema: SearchResultsDetails,
  loader: 'loadSearchResults',
});
