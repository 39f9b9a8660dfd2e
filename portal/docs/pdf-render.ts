import { createHash } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ApiError, CODE } from '../http';
import type { Lang } from '../../contract/langs';
import { config } from '../../config';

export interface PdfInput {
  title: string;
  subtitle: string;
  html: string;
  lang: Lang;
}

interface Job {
  id: number;
  input: PdfInput;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

const unavailable = (message: string) => new ApiError(503, CODE.UNAVAILABLE, message);

/**
 * Lays out PDFs in one worker thread (pdf-worker.mjs), one at a time, so a long article never stalls the requests the
 * main thread serves. A layout running past `timeoutMs` is stopped by terminating the thread (the next job gets a
 * fresh one) and answers 503; so does a queue already `maxQueued` long.
 */
export class PdfRenderer {
  private worker: Worker | null = null;
  private readonly queue: Job[] = [];
  private running: { job: Job; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;

  constructor(private readonly options: { timeoutMs: () => number; maxQueued: number }) {}

  render(input: PdfInput): Promise<Buffer> {
    if (this.queue.length >= this.options.maxQueued) return Promise.reject(unavailable('PDF export is busy; try again shortly'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.next();
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private next() {
    if (this.running) return;
    const job = this.queue.shift();
    if (!job) return;
    const worker = this.worker ?? this.spawn();
    const timer = setTimeout(() => this.fail(unavailable('the PDF took too long to lay out; try again later')), this.options.timeoutMs());
    this.running = { job, timer };
    worker.postMessage({ id: job.id, input: job.input });
  }

  private spawn(): Worker {
    const worker = new Worker(path.join(__dirname, 'pdf-worker.mjs'));
    // An idle layout thread must not keep the process (a test run, a CLI) alive.
    worker.unref();
    worker.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
      if (!this.running || message.id !== this.running.job.id) return;
      const { job, timer } = this.running;
      clearTimeout(timer);
      this.running = null;
      if (message.pdf) job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
      else {
        console.error('[docs] PDF layout failed: %s', message.error);
        job.reject(unavailable('the PDF could not be laid out; try again later'));
      }
      this.next();
    });
    worker.on('error', (error) => {
      console.error('[docs] PDF worker failed: %s', error.message);
      this.fail(unavailable('the PDF could not be laid out; try again later'));
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.fail(unavailable('the PDF could not be laid out; try again later'));
    });
    this.worker = worker;
    return worker;
  }

  /** Ends the running job with `error` and drops its thread: a stuck layout is terminated, never awaited. */
  private fail(error: ApiError) {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
    if (this.running) {
      clearTimeout(this.running.timer);
      this.running.job.reject(error);
      this.running = null;
    }
    this.next();
  }
}

const renderer = new PdfRenderer({ timeoutMs: () => config().DOC_PDF_TIMEOUT_MS, maxQueued: 8 });

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
  const pdf = renderer.render(input);
  cache.set(key, pdf);
  pdf.catch(() => cache.delete(key));
  while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return pdf;
}
