import type { ModuleDefinition } from '../../registry/types';
import Countdown from './Countdown';
import { CountdownDetails } from './schema';

export const countdown: ModuleDefinition = { type: 'countdown', label: 'Event countdown', schema: CountdownDetails, component: Countdown };
