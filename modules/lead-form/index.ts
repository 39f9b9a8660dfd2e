import type { ModuleDefinition } from '../../registry/types';
import { LeadFormDetails } from './details';
import LeadForm from './LeadForm';

export const leadForm: ModuleDefinition = { type: 'leadForm', label: 'Lead form', schema: LeadFormDetails, component: LeadForm };
