import type { ModuleDefinition } from '../../registry/types';
import CaseStudyGrid from './CaseStudyGrid';
import { CaseStudyGridDetails } from './schema';

export const caseStudyGrid: ModuleDefinition = { type: 'caseStudyGrid', label: 'Case study grid', schema: CaseStudyGridDetails, component: CaseStudyGrid };
