import { defineModule } from '../../contract/module-declaration';
import { FeatureGridDetails } from './schema';

export default defineModule({
  type: 'featureGrid',
  folder: 'feature-grid',
  interactive: false,
  sketch: ['H', 'CCC', 'CCC'],
  schema: FeatureGridDetails,
});
