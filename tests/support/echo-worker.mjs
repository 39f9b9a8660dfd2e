// A worker for portal/timed-worker.ts's tests: answers each job with its text and this thread's id, after being
// held for `busyMs`, or with the `error` it was given. Its workerData can slow its start (startMs) or fail it (fails).
import { parentPort, threadId, workerData } from 'node:worker_threads';

// Holds this thread as a slow load or layout would, without spending a core on it.
const hold = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(ms));
if (workerData?.fails) throw new Error('this worker does not start');
hold(workerData?.startMs ?? 0);
parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, input }) => {
  hold(input.busyMs ?? 0);
  if (input.error) parentPort.postMessage({ id, error: input.error });
  else parentPort.postMessage({ id, output: `${input.text}@${threadId}` });
});
