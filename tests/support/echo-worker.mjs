// A worker for portal/timed-worker.ts's tests: answers each job with its text and this thread's id, after spinning
// for `busyMs`, or with the `error` it was given. Its workerData can slow its start (startMs) or fail it (fails).
import { parentPort, threadId, workerData } from 'node:worker_threads';

const spin = (ms) => {
  const until = Date.now() + Number(ms);
  while (Date.now() < until);
};
if (workerData?.fails) throw new Error('this worker does not start');
spin(workerData?.startMs ?? 0);
parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, input }) => {
  spin(input.busyMs ?? 0);
  if (input.error) parentPort.postMessage({ id, error: input.error });
  else parentPort.postMessage({ id, output: `${input.text}@${threadId}` });
});
