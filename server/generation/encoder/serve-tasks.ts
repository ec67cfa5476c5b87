import { parentPort, type TransferListItem } from 'node:worker_threads';
import { isTaskRequest, type RemoteError, type TaskMap, type TaskReply } from './worker-protocol';

export interface TaskOutcome<R> {
  result: R;
  /** Buffers moved to the main thread instead of copied (a chapter's PCM is ~13 MB). */
  transfer?: TransferListItem[];
}

type Awaitable<V> = V | Promise<V>;

export type TaskHandlers<T extends TaskMap> = {
  [K in keyof T]: (payload: T[K]['payload']) => Awaitable<TaskOutcome<T[K]['result']>>;
};

function toRemoteError(error: unknown): RemoteError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return { name: error.name, message: error.message, ...(code === undefined ? {} : { code }) };
}

/**
 * Runs in a worker thread: answers each TaskRequest from the pool with one TaskReply. A worker runs one
 * task at a time (the pool never sends a second before the first is answered).
 */
export function serveTasks<T extends TaskMap>(handlers: TaskHandlers<T>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks must run in a worker thread');
  // The pool sends only kinds of the same TaskMap, so the handler found by kind accepts that payload.
  const byKind = handlers as Partial<Record<string, (payload: unknown) => Awaitable<TaskOutcome<unknown>>>>;

  port.on('message', async (message: unknown) => {
    if (!isTaskRequest(message)) return;
    const handler = Object.hasOwn(byKind, message.kind) ? byKind[message.kind] : undefined;
    try {
      if (!handler) throw new Error(`unknown task kind: ${message.kind}`);
      const outcome = await handler(message.payload);
      const reply: TaskReply = { id: message.id, ok: true, result: outcome.result };
      port.postMessage(reply, outcome.transfer ?? []);
    } catch (error) {
      const reply: TaskReply = { id: message.id, ok: false, error: toRemoteError(error) };
      port.postMessage(reply);
      // A trapped WebAssembly module may be left broken: end this worker, and the pool starts a new one.
      if (error instanceof Error && error.name === 'RuntimeError') setImmediate(() => process.exit(1));
    }
  });
}
