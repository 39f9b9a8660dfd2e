import dynamic from 'next/dynamic';
import type { ModuleComponent } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; the schema is in registry/schemas.ts.
const LeadForm = dynamic(() => import('./LeadForm'));

export const leadForm: ModuleComponent = { type: 'leadForm', label: 'Lead form', component: LeadForm };
