import type { ModuleDefinition } from '../../registry/types';
import CatalogTree from './CatalogTree';
import { CatalogTreeDetails } from './schema';

/** One component for both trees; the loader decides which tree it shows (registry/loaders.server.ts). */
export const productTree: ModuleDefinition = { type: 'productTree', label: 'Product overview', schema: CatalogTreeDetails, component: CatalogTree };
export const solutionTree: ModuleDefinition = { type: 'solutionTree', label: 'Solution overview', schema: CatalogTreeDetails, component: CatalogTree };
