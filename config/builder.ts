import { config } from './index';

/** The public API key of the Builder space, or null when the site does not use Builder. */
export const builderKey = (): string | null => config().BUILDER_PUBLIC_KEY ?? null;

/** Builder's content API origin (a stand-in in the browser tests). */
export const builderApiHost = (): string => config().BUILDER_API_HOST.replace(/\/+$/, '');

export const builderTimeoutMs = (): number => config().BUILDER_API_TIMEOUT_MS;
