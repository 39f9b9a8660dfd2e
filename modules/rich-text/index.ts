import { defineModule } from '../../contract/module-declaration';
import { RichTextDetails } from './schema';

export default defineModule({
  type: 'richText',
  folder: 'rich-text',
  interactive: false,
  schema: RichTextDetails,
  loader: 'loadRichText',
});
