import type { ModuleDefinition } from '../../registry/types';
import SearchResults from './SearchResults';
import { SearchResultsDetails } from './schema';

export const searchResults: ModuleDefinition = { type: 'searchResults', label: 'Search results', schema: SearchResultsDetails, component: SearchResults };
