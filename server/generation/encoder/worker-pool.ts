import { availableParallelism } from 'node:os';
import { Worker, type TransferListItem } from 'node:worker_threads';
import {
  isTaskReply,
  WorkerPoolClosedError,
  WorkerTaskError,
  type TaskMap,
  type TaskReply,
  type TaskRequest,
} from './worker-protocol';

/**
 * A fixed number of reusable worker threads, one task each at a time, the rest queued in order.
 * Workers start on first use, are restarted after a crash, and end after a while without work: a
 * narration worker holds 80–220 MB, and a server narrates in bursts (a story, then nothing for hours).
 * An idle worker is unref'd, so a pool that was never closed does not keep the process alive;
 * close() terminates them all.
 */

export interface RunOptions {
  /** Buffers handed over to the worker: they are detached (unusable) on this side afterwards. */
  transfer?: TransferListItem[];
  signal?: AbortSignal;
}

export interface WorkerPool<T extends TaskMap> {
  readonly size: number;
  /** Threads started and not yet ended (idle, crashed or closed). */
  readonly live: number;
  run<K extends keyof T & string>(
    kind: K,
    payload: T[K]['payload'],
    options?: RunOptions,
  ): Promise<T[K]['result']>;
  close(): Promise<void>;
}

interface Job {
  request: TaskRequest;
  transfer: TransferListItem[];
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
  settled: boolean;
  detach: () => void;
}

interface Slot {
  worker: Worker | undefined;
  job: Job | undefined;
  idleTimer: NodeJS.Timeout | undefined;
}

export interface WorkerPoolOptions {
  /** Threads; default: one per available core. */
  size?: number;
  /** A worker left without work this long is ended (restarting one costs ≈ 0.2 s); default 60 s. */
  idleMs?: number;
}

export const defaultPoolSize = (): number => Math.max(1, availableParallelism());

const TS_BOOTSTRAP = new URL('./ts-worker-bootstrap.mjs', import.meta.url);

/** The server runs TypeScript through tsx; a `.ts` entry goes through the bootstrap that registers it. */
function spawn(entry: URL): Worker {
  if (entry.pathname.endsWith('.ts')) return new Worker(TS_BOOTSTRAP, { workerData: { entry: entry.href } });
  return new Worker(entry);
}

function settle(job: Job, outcome: { ok: true; result: unknown } | { ok: false; error: unknown }): void {
  if (job.settled) return;
  job.settled = true;
  job.detach();
  if (outcome.ok) job.resolve(outcome.result);
  else job.reject(outcome.error);
}

class ThreadPool<T extends TaskMap> implements WorkerPool<T> {
  readonly size: number;
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private readonly idleMs: number;
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly entry: URL,
    options: WorkerPoolOptions,
  ) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
    this.idleMs = options.idleMs ?? 60_000;
    this.slots = Array.from({ length: this.size }, () => ({
      worker: undefined,
      job: undefined,
      idleTimer: undefined,
    }));
  }

  run<K extends keyof T & string>(
    kind: K,
    payload: T[K]['payload'],
    options: RunOptions = {},
  ): Promise<T[K]['result']> {
    if (this.closed) return Promise.reject(new WorkerPoolClosedError());
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const job: Job = {
        request: { id: this.nextId++, kind, payload },
        transfer: options.transfer ?? [],
        // The reply is the structured clone of what the worker's handler for this kind returned.
        resolve: resolve as (result: unknown) => void,
        reject,
        settled: false,
        detach: () => undefined,
      };
      if (signal) {
        // A running task is not interrupted (it is short); its result is simply dropped.
        const onAbort = () => {
          const queued = this.queue.indexOf(job);
          if (queued >= 0) this.queue.splice(queued, 1);
          settle(job, { ok: false, error: signal.reason });
        };
        signal.addEventListener('abort', onAbort, { once: true });
        job.detach = () => signal.removeEventListener('abort', onAbort);
      }
      this.queue.push(job);
      this.dispatch();
    });
  }

  get live(): number {
    return this.slots.filter((slot) => slot.worker !== undefined).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new WorkerPoolClosedError();
    for (const job of this.queue.splice(0)) settle(job, { ok: false, error });
    const workers: Worker[] = [];
    for (const slot of this.slots) {
      clearTimeout(slot.idleTimer);
      if (slot.job) settle(slot.job, { ok: false, error });
      slot.job = undefined;
      if (slot.worker) workers.push(slot.worker);
      slot.worker = undefined;
    }
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.closed || this.queue.length === 0) return;
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      clearTimeout(slot.idleTimer);
      const worker = (slot.worker ??= this.startWorker(slot));
      worker.ref();
      worker.postMessage(job.request, job.transfer);
    }
  }

  private startWorker(slot: Slot): Worker {
    const worker = spawn(this.entry);
    worker.on('message', (message: unknown) => {
      if (isTaskReply(message)) this.finish(slot, worker, message);
    });
    // 'error' is an uncaught exception in the worker; 'exit' follows it, and also ends a worker that quits.
    let crash: unknown;
    worker.on('error', (error) => (crash = error));
    worker.on('exit', (code) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      const job = slot.job;
      slot.job = undefined;
      if (job)
        settle(job, { ok: false, error: crash ?? new Error(`worker thread exited with code ${code}`) });
      this.dispatch();
    });
    return worker;
  }

  private finish(slot: Slot, worker: Worker, reply: TaskReply): void {
    const job = slot.job;
    if (!job || job.request.id !== reply.id) return;
    slot.job = undefined;
    worker.unref();
    settle(
      job,
      reply.ok ? { ok: true, result: reply.result } : { ok: false, error: new WorkerTaskError(reply.error) },
    );
    this.dispatch();
    if (!slot.job) slot.idleTimer = setTimeout(() => this.retire(slot, worker), this.idleMs).unref();
  }

  private retire(slot: Slot, worker: Worker): void {
    if (slot.worker !== worker || slot.job) return;
    slot.worker = undefined; // first, so its 'exit' is not taken for a crash
    void worker.terminate();
  }
}

/** `entry` is a module that calls serveTasks with handlers for the same TaskMap. */
export function createWorkerPool<T extends TaskMap>(
  entry: URL,
  options: WorkerPoolOptions = {},
): WorkerPool<T> {
  return new ThreadPool<T>(entry, options);
}
