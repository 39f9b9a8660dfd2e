import type { Worker } from 'node:worker_threads';
import { sanitizeOffThread } from './sanitizer';
import { sanitizeHtmlAsync, SANITIZER_KEY } from '../contract/sanitize-async';

// The worker runs contract/sanitize.ts itself (jsdom included), outside Jest's module loader.
const DIRTY = '<h2 id="setup" onclick="alert(1)">Set up</h2><img name="cookie" src="x" onerror="alert(2)"><a href="#setup">go</a><script>alert(3)</script><form id="f"><input name="location"></form>';
const CLEAN = '<h2 id="user-content-setup">Set up</h2><img src="x" name="user-content-cookie"><a href="#user-content-setup">go</a>';

describe('the sanitiser in a worker thread', () => {
  let worker: Worker;
  beforeAll(async () => {
    let listening!: () => void;
    const started = sanitizeOffThread(new Promise<void>((resolve) => (listening = resolve)));
    // Calls made before the worker starts wait for it.
    const early = sanitizeHtmlAsync('<b id="x">early</b><script>1</script>');
    listening();
    worker = await started;
    expect(await early).toBe('<b id="user-content-x">early</b>');
  }, 60_000);
  afterAll(async () => {
    await worker.terminate();
    delete (globalThis as Record<symbol, unknown>)[SANITIZER_KEY];
  });

  it('page loaders sanitise through it, with the site rules: no script or handler, prefixed ids and names', async () => {
    expect((globalThis as Record<symbol, unknown>)[SANITIZER_KEY]).toBeInstanceOf(Function);
    expect(await sanitizeHtmlAsync(DIRTY)).toBe(CLEAN);
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => sanitizeHtmlAsync(`<p id="p${i}">${i}</p><script>x</script>`)));
    expect(many).toEqual(Array.from({ length: 20 }, (_, i) => `<p id="user-content-p${i}">${i}</p>`));
    expect(await sanitizeHtmlAsync('')).toBe('');
  }, 60_000);

  it('a stopped worker hands sanitising back to this thread instead of skipping it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await worker.terminate();
    await new Promise((r) => setTimeout(r, 50));
    expect((globalThis as Record<symbol, unknown>)[SANITIZER_KEY]).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('worker stopped'), expect.anything());
    error.mockRestore();
  });
});
