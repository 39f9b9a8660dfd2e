import { defineModule } from '../../contract/module-declaration';
import { CatalogTreeDetails } from './schema';

/** Two module types with one component and schema; their loaders pick which tree they show. */
const catalogTree = <const Type extends string>(type: Type, loader: `load${string}`) =>
  defineModule({ type, folder: 'catalog-tree', interactive: false, sketch: ['H', 'Ctt', 'Ctt'], schema: CatalogTreeDetails, loader });

export const productTree = catalogTree('productTree', 'loadProductTree');
export const solutionTree = catalogTree('solutionTree', 'loadSolutionTree');
