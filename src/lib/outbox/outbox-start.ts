// Dexie stays out of the first load: the queue is opened at start only when this device left writes
// pending (a flag kept beside it in local storage); otherwise on first use.

const PENDING_FLAG = 'outbox_pending';

export function markOutboxPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(PENDING_FLAG, '1');
    else localStorage.removeItem(PENDING_FLAG);
  } catch {
    // Without storage the queue is still replayed on its next use.
  }
}

function hasPendingWrites(): boolean {
  try {
    return localStorage.getItem(PENDING_FLAG) !== null;
  } catch {
    return false;
  }
}

/** At start: replays the queue if writes were left pending. */
export function startOutboxIfPending(): void {
  if (hasPendingWrites()) void import('./app-outbox').then((outbox) => outbox.startOutbox());
}
