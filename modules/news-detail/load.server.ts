import type { Infer } from 'superstruct';
import { sanitizeHtmlAsync } from '../../contract/sanitize-async';
import type { ModuleLoader } from '../../registry/types';
import type { NewsDetailDetails } from './schema';

/** The body is CMS HTML: sanitised on the server like every rich text. */
export const loadNewsDetail: ModuleLoader<Infer<typeof NewsDetailDetails>> = async (details) => ({ details: { ...details, html: await sanitizeHtmlAsync(details.html) } });
