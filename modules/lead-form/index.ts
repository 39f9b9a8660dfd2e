import { defineModule } from '../../registry/define';
import { LeadFormDetails } from './details';

export default defineModule({
  type: 'leadForm',
  folder: 'lead-form',
  interactive: true,
  schema: LeadFormDetails,
  loader: 'loadLeadForm',
});
