import { createHash } from 'node:crypto';
import path from 'node:path';
import { TimedWorker } from '../timed-worker';
import type { Lang } from '../../contract/langs';
import { config } from '../../config';

export interface PdfInput {
  title: string;
  subtitle: string;
  html: string;
  lang: Lang;
}

/**
 * PDF layout in its own thread (pdf-worker.mjs), one at a time, so a long article never stalls the requests the main
 * thread serves; a layout past DOC_PDF_TIMEOUT_MS answers 503, and so does a queue already 8 long.
 */
const layout = new TimedWorker<PdfInput, Uint8Array>({
  file: path.join(__dirname, 'pdf-worker.mjs'),
  label: 'docs PDF',
  timeoutMs: () => config().DOC_PDF_TIMEOUT_MS,
  maxQueued: 8,
  messages: {
    slow: 'the PDF took too long to lay out; try again later',
    failed: 'the PDF could not be laid out; try again later',
    busy: 'PDF export is busy; try again shortly',
  },
});

/** Finished (or pending) PDFs by article version, most recently used last. */
const cache = new Map<string, Promise<Buffer>>();
const CACHE_ENTRIES = 32;

/**
 * The PDF of one version of an article: the key hashes everything the layout reads (title, date, stored HTML,
 * language), so an edited article gets a new PDF and repeated or concurrent exports of one version share one layout.
 */
export function documentPdf(input: PdfInput): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify([input.title, input.subtitle, input.lang, input.html])).digest('base64url');
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const pdf = layout.run(input).then((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  cache.set(key, pdf);
  pdf.catch(() => cache.delete(key));
  while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return pdf;
}
