import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { CountdownDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const Countdown = dynamic(() => import('./Countdown'));

export const countdown: ModuleDefinition = { type: 'countdown', label: 'Event countdown', schema: CountdownDetails, component: Countdown };
