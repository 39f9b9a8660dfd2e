import { Worker, type WorkerOptions } from 'node:worker_threads';
import { ApiError, CODE } from './http';

/** What a worker file posts: `{ ready: true }` once it has loaded, then one reply per `{ id, input }` it is sent. */
type Reply<Output> = { ready: true } | { id: number; output: Output } | { id: number; error: { status?: number; code?: string; message: string } };

interface Job<Input, Output> {
  id: number;
  input: Input;
  resolve(output: Output): void;
  reject(error: Error): void;
}

export interface TimedWorkerOptions {
  /** The worker's file (an .mjs beside the caller). */
  file: string;
  /** Names the work in logs. */
  label: string;
  /** Each job's time limit, read when the thread takes the job. */
  timeoutMs: () => number;
  /** Jobs that may wait (for the thread to start, or behind the running job); past that a job answers 503 at once. */
  maxQueued: number;
  /** The 503 messages: a job over its limit, a thread that failed or could not start, a full queue. */
  messages: { slow: string; failed: string; busy: string };
  worker?: WorkerOptions;
}

/** A thread that has not said it is ready after this long is taken for stuck. */
const START_LIMIT_MS = 60_000;

const unavailable = (message: string) => new ApiError(503, CODE.UNAVAILABLE, message);

/**
 * Heavy work (PDF layout, SVG checks) in one worker thread, started on the first job and kept for the next ones, so
 * the thread answering requests never stalls. Jobs run one at a time. A job running past its limit is stopped by
 * terminating the thread (the next job gets a fresh one) and answers 503. The limit counts from when the thread takes
 * the job, never from its start-up: loading tsx, pdfkit or jsdom takes seconds, more on a busy host, and a cold thread
 * is not a slow job.
 */
export class TimedWorker<Input, Output> {
  private worker: Worker | null = null;
  private ready = false;
  private readonly queue: Job<Input, Output>[] = [];
  private running: { job: Job<Input, Output>; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;

  constructor(private readonly options: TimedWorkerOptions) {}

  run(input: Input): Promise<Output> {
    if (this.queue.length >= this.options.maxQueued) return Promise.reject(unavailable(this.options.messages.busy));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.next();
    });
  }

  private next() {
    if (this.running || this.queue.length === 0) return;
    const worker = this.worker ?? this.start();
    // A thread still loading takes its first job when it says it is ready.
    if (!this.ready) return;
    const job = this.queue.shift()!;
    const timer = setTimeout(() => this.stop(worker, unavailable(this.options.messages.slow)), this.options.timeoutMs());
    this.running = { job, timer };
    worker.ref();
    worker.postMessage({ id: job.id, input: job.input });
  }

  private start(): Worker {
    const worker = new Worker(this.options.file, this.options.worker);
    this.worker = worker;
    this.ready = false;
    const failed = unavailable(this.options.messages.failed);
    const startLimit = setTimeout(() => {
      console.error('[%s] worker did not start within %d ms', this.options.label, START_LIMIT_MS);
      this.stop(worker, failed);
    }, START_LIMIT_MS);
    startLimit.unref();
    worker.on('message', (reply: Reply<Output>) => {
      if (this.worker !== worker) return;
      if ('ready' in reply) {
        clearTimeout(startLimit);
        this.ready = true;
        return this.next();
      }
      if (!this.running || reply.id !== this.running.job.id) return;
      const { job, timer } = this.running;
      clearTimeout(timer);
      this.running = null;
      if ('output' in reply) job.resolve(reply.output);
      else if (reply.error.status && reply.error.code) job.reject(new ApiError(reply.error.status, reply.error.code, reply.error.message));
      else {
        console.error('[%s] job failed: %s', this.options.label, reply.error.message);
        job.reject(failed);
      }
      // An idle thread must not keep the process (a test run, a CLI) alive.
      if (this.queue.length === 0) worker.unref();
      this.next();
    });
    worker.on('error', (error) => {
      console.error('[%s] worker failed: %s', this.options.label, error.message);
      clearTimeout(startLimit);
      this.stop(worker, failed);
    });
    worker.on('exit', () => {
      clearTimeout(startLimit);
      this.stop(worker, failed);
    });
    return worker;
  }

  /**
   * Drops `worker` (terminated, never awaited) and ends the job it held with `error`. A thread that failed before it
   * was ready ends every waiting job: starting it again for each would only fail again.
   */
  private stop(worker: Worker, error: ApiError) {
    if (this.worker !== worker) return;
    this.worker = null;
    void worker.terminate();
    if (this.running) {
      clearTimeout(this.running.timer);
      this.running.job.reject(error);
      this.running = null;
    } else if (!this.ready) {
      for (const job of this.queue.splice(0)) job.reject(error);
    }
    this.ready = false;
    this.next();
  }
}
