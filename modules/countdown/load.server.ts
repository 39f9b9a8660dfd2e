import type { ModuleLoader } from '../../registry/types';

/** The server's clock at render time, so the first client render matches the server HTML before the clock ticks. */
export const loadCountdown: ModuleLoader<unknown, { now: number }> = async () => ({ data: { now: Date.now() } });
