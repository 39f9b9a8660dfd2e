import type { ModuleDefinition } from '../../registry/types';
import Cta from './Cta';
import { CtaDetails } from './schema';

export const cta: ModuleDefinition = { type: 'cta', label: 'Call to action', schema: CtaDetails, component: Cta };
