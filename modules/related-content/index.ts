import { defineModule } from '../../contract/module-declaration';
import { RelatedContentDetails } from './schema';

export default defineModule({
  type: 'relatedContent',
  folder: 'related-content',
  interactive: false,
  sketch: ['H', 'CC'],
  schema: RelatedContentDetails,
});
