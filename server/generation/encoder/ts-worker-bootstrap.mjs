// Node 20 does not apply the parent's `--import tsx` loader to worker threads, so a worker written in
// TypeScript starts here: register tsx in this thread, then load the real entry (workerData.entry).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
