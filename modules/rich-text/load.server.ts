import type { Infer } from 'superstruct';
import { sanitizeHtml } from '../../contract/sanitize';
import type { ModuleLoader } from '../../registry/types';
import type { RichTextDetails } from './schema';

export const loadRichText: ModuleLoader<Infer<typeof RichTextDetails>> = async (details) => ({
  details: { ...details, html: sanitizeHtml(details.html) },
});
