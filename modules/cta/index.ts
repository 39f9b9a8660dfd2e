import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { CtaDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const Cta = dynamic(() => import('./Cta'));

export const cta: ModuleDefinition = { type: 'cta', label: 'Call to action', schema: CtaDetails, component: Cta };
