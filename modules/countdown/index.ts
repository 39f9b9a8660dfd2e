import dynamic from 'next/dynamic';
import type { ModuleComponent } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; the schema is in registry/schemas.ts.
const Countdown = dynamic(() => import('./Countdown'));

export const countdown: ModuleComponent = { type: 'countdown', label: 'Event countdown', component: Countdown };
