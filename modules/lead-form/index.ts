import { defineModule } from '../../contract/module-declaration';
import { LeadFormDetails } from './schema';

export default defineModule({
  type: 'leadForm',
  folder: 'lead-form',
  interactive: 'when-used',
  sketch: ['H', 'FF', 'F', 'B'],
  schema: LeadFormDetails,
  loader: 'loadLeadForm',
});
