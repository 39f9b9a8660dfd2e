import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { SearchResultsDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const SearchResults = dynamic(() => import('./SearchResults'));

export const searchResults: ModuleDefinition = { type: 'searchResults', label: 'Search results', schema: SearchResultsDetails, component: SearchResults };
