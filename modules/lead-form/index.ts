import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { LeadFormDetails } from './details';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const LeadForm = dynamic(() => import('./LeadForm'));

export const leadForm: ModuleDefinition = { type: 'leadForm', label: 'Lead form', schema: LeadFormDetails, component: LeadForm };
