import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { CaseStudyGridDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const CaseStudyGrid = dynamic(() => import('./CaseStudyGrid'));

export const caseStudyGrid: ModuleDefinition = { type: 'caseStudyGrid', label: 'Case study grid', schema: CaseStudyGridDetails, component: CaseStudyGrid };
