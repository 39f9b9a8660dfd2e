import { defineModule } from '../../registry/define';
import { RelatedContentDetails } from './schema';

export default defineModule({
  type: 'relatedContent',
  folder: 'related-content',
  interactive: false,
  schema: RelatedContentDetails,
});
