import path from 'node:path';
import { TimedWorker } from '../../portal/timed-worker';

interface EchoJob {
  text: string;
  busyMs?: number;
  error?: { status?: number; code?: string; message: string };
}

const messages = { slow: 'took too long', failed: 'could not run', busy: 'busy' };
/** `workerData.startMs` slows the thread's start; `workerData.fails` makes it throw before it is ready. */
const echoWorker = (timeoutMs: number, { maxQueued = 8, workerData = {} } = {}) =>
  new TimedWorker<EchoJob, string>({
    file: path.join(__dirname, '../support/echo-worker.mjs'),
    label: 'echo',
    timeoutMs: () => timeoutMs,
    maxQueued,
    messages,
    worker: { workerData },
  });
const threadOf = (reply: string) => reply.split('@')[1];

describe('TimedWorker', () => {
  it("counts a job's time limit from when the thread takes it, not from the thread's start", async () => {
    await expect(echoWorker(1000, { workerData: { startMs: 1500 } }).run({ text: 'first' })).resolves.toMatch(/^first@\d+$/);
  });

  it('answers 503 for a job past its limit and runs the next one on a fresh thread', async () => {
    const echo = echoWorker(300);
    const warm = await echo.run({ text: 'warm' });
    const slow = echo.run({ text: 'slow', busyMs: 5_000 });
    const next = echo.run({ text: 'next' });
    await expect(slow).rejects.toMatchObject({ status: 503, message: 'took too long' });
    const after = await next;
    expect(after).toMatch(/^next@/);
    expect(threadOf(after)).not.toBe(threadOf(warm));
  });

  it('ends every waiting job with 503 when the thread cannot start, and tries a fresh thread for a later job', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const echo = echoWorker(1000, { workerData: { fails: true } });
    const waiting = [echo.run({ text: 'a' }), echo.run({ text: 'b' })];
    for (const job of waiting) await expect(job).rejects.toMatchObject({ status: 503, message: 'could not run' });
    expect(console.error).toHaveBeenCalledWith('[%s] worker failed: %s', 'echo', 'this worker does not start');
    expect(console.error).toHaveBeenCalledTimes(1);
    await expect(echo.run({ text: 'c' })).rejects.toMatchObject({ status: 503 });
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('passes on an error answered with a status, ends one without as 503, and refuses a job past the queue', async () => {
    const echo = echoWorker(5_000, { maxQueued: 1 });
    await echo.run({ text: 'warm' });
    const running = echo.run({ text: 'running', busyMs: 300 });
    const queued = echo.run({ text: 'queued', error: { status: 400, code: '33920400', message: 'not an SVG' } });
    await expect(echo.run({ text: 'over' })).rejects.toMatchObject({ status: 503, message: 'busy' });
    await expect(running).resolves.toMatch(/^running@/);
    await expect(queued).rejects.toMatchObject({ status: 400, code: '33920400', message: 'not an SVG' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(echo.run({ text: 'broken', error: { message: 'layout threw' } })).rejects.toMatchObject({ status: 503, message: 'could not run' });
    expect(console.error).toHaveBeenCalledWith('[%s] job failed: %s', 'echo', 'layout threw');
  });
});
