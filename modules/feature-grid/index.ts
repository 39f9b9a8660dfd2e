import { defineModule } from '../../registry/define';
import { FeatureGridDetails } from './schema';

export default defineModule({
  type: 'featureGrid',
  folder: 'feature-grid',
  interactive: false,
  schema: FeatureGridDetails,
});
