import { defineModule } from '../../../contract/module-declaration';
import { QuoteDetails } from './schema';

/** A module type that exists only for tests, declared exactly as README "Adding a module type" says. */
export default defineModule({
  type: 'quote',
  folder: '__fixtures__/quote',
  interactive: false,
  schema: QuoteDetails,
});
