/**
 * The messages between a WorkerPool (main thread) and serveTasks (worker thread). Both sides are typed
 * by one TaskMap, so a task's payload and result are checked at compile time on each side.
 */

export interface TaskSpec {
  payload: unknown;
  result: unknown;
}

export type TaskMap = Record<string, TaskSpec>;

export interface TaskRequest {
  id: number;
  kind: string;
  payload: unknown;
}

export interface RemoteError {
  name: string;
  message: string;
  code?: string;
}

export type TaskReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: RemoteError };

/** An error thrown inside a worker task, rebuilt on the main thread with the worker's name and message. */
export class WorkerTaskError extends Error {
  readonly remoteName: string;
  readonly code: string | undefined;

  constructor(error: RemoteError) {
    super(error.message);
    this.name = 'WorkerTaskError';
    this.remoteName = error.name;
    this.code = error.code;
  }
}

export class WorkerPoolClosedError extends Error {
  constructor() {
    super('the worker pool is closed');
    this.name = 'WorkerPoolClosedError';
  }
}

export function isTaskRequest(message: unknown): message is TaskRequest {
  if (typeof message !== 'object' || message === null) return false;
  return (
    'id' in message && typeof message.id === 'number' && 'kind' in message && typeof message.kind === 'string'
  );
}

export function isTaskReply(message: unknown): message is TaskReply {
  if (typeof message !== 'object' || message === null) return false;
  return (
    'id' in message && typeof message.id === 'number' && 'ok' in message && typeof message.ok === 'boolean'
  );
}
