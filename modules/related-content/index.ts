import { defineModule } from '../../contract/module-declaration';
import { RelatedContentDetails } from './schema';

export default defineModule({
  type: 'relatedContent',
  folder: 'related-content',
  interactive: false,
  schema: RelatedContentDetails,
});
