import { defineModule } from '../../registry/define';
import { SearchResultsDetails } from './schema';

export default defineModule({
  type: 'searchResults',
  folder: 'search-results',
  interactive: true,
  schema: SearchResultsDetails,
  loader: 'loadSearchResults',
});
