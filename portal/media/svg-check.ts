import path from 'node:path';
import { TimedWorker } from '../timed-worker';
import { config } from '../../config';

/**
 * checkSvg (svg.ts) in a worker thread started on the first SVG upload and kept for the next ones: jsdom takes seconds
 * to load. Each check has the image time limit.
 */
const checker = new TimedWorker<Uint8Array, Uint8Array>({
  file: path.join(__dirname, 'svg-worker.mjs'),
  label: 'media SVG',
  timeoutMs: () => config().MEDIA_IMAGE_TIMEOUT_S * 1000,
  maxQueued: 8,
  messages: {
    slow: 'checking the SVG took too long; try again',
    failed: 'the SVG could not be checked; try again',
    busy: 'SVG checks are busy; try again shortly',
  },
  // No inherited --import tsx: the worker loads tsx itself (as server/sanitizer.ts explains).
  worker: { execArgv: [] },
});

export async function checkSvgOffThread(bytes: Buffer): Promise<Buffer> {
  return Buffer.from(await checker.run(bytes));
}
