import { defineModule } from '../../contract/module-declaration';
import { RichTextDetails } from './schema';

export default defineModule({
  type: 'richText',
  folder: 'rich-text',
  interactive: false,
  sketch: ['H', 't', 't', 't'],
  schema: RichTextDetails,
  loader: 'loadRichText',
});
