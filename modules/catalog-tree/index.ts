import dynamic from 'next/dynamic';
import type { ModuleComponent } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; the schema is in registry/schemas.ts.
const CatalogTree = dynamic(() => import('./CatalogTree'));

/** One component for both trees; the loader decides which tree it shows (registry/loaders.server.ts). */
export const productTree: ModuleComponent = { type: 'productTree', label: 'Product overview', component: CatalogTree };
export const solutionTree: ModuleComponent = { type: 'solutionTree', label: 'Solution overview', component: CatalogTree };
