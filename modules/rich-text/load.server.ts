import type { Infer } from 'superstruct';
import { sanitizeHtmlAsync } from '../../contract/sanitize-async';
import type { ModuleLoader } from '../../registry/types';
import type { RichTextDetails } from './schema';

export const loadRichText: ModuleLoader<Infer<typeof RichTextDetails>> = async (details) => ({
  details: { ...details, html: await sanitizeHtmlAsync(details.html) },
});
