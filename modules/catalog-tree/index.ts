import { defineModule } from '../../contract/module-declaration';
import { CatalogTreeDetails } from './schema';

/** Two module types with one component and schema; their loaders pick which tree they show. */
export const productTree = defineModule({
  type: 'productTree',
  folder: 'catalog-tree',
  interactive: false,
  sketch: ['H', 'Ctt', 'Ctt'],
  schema: CatalogTreeDetails,
  loader: 'loadProductTree',
});

export const solutionTree = defineModule({
  type: 'solutionTree',
  folder: 'catalog-tree',
  interactive: false,
  sketch: ['H', 'Ctt', 'Ctt'],
  schema: CatalogTreeDetails,
  loader: 'loadSolutionTree',
});
