import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { CatalogTreeDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const CatalogTree = dynamic(() => import('./CatalogTree'));

/** One component for both trees; the loader decides which tree it shows (registry/loaders.server.ts). */
export const productTree: ModuleDefinition = { type: 'productTree', label: 'Product overview', schema: CatalogTreeDetails, component: CatalogTree };
export const solutionTree: ModuleDefinition = { type: 'solutionTree', label: 'Solution overview', schema: CatalogTreeDetails, component: CatalogTree };
