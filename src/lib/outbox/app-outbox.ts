import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from '@/contract/constants';
import { api } from '@/lib/api/api-client';
import { getDb } from '@/lib/db/db';
import { createOutbox, type Alongside, type Outbox } from './outbox';
import type { OutboxEntry } from './outbox-row';
import { markOutboxPending } from './outbox-start';

// The app's queue and the moments it is flushed (DESIGN decision 12): at start, when the network
// returns, when the page becomes visible, when a backoff runs out, and through Background Sync where
// the browser has it (the service worker asks the page to flush). Import this module dynamically: it
// carries Dexie.

let outbox: Outbox | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function appOutbox(): Outbox {
  outbox ??= createOutbox({
    db: getDb(),
    send: (row) => api.request(row.method, row.path, { body: row.body }).then(() => undefined),
  });
  return outbox;
}

/** Flushes unless the browser knows it is offline; plans the next try after a backoff. */
export async function flushOutbox(ignoreBackoff = false): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  try {
    const { nextAttemptAt, skipped } = await appOutbox().flush({ ignoreBackoff });
    if (!skipped) markOutboxPending((await appOutbox().pending()).length > 0);
    clearTimeout(retryTimer);
    if (nextAttemptAt !== null) {
      retryTimer = setTimeout(() => void flushOutbox(), Math.max(0, nextAttemptAt - Date.now()));
    }
  } catch (error) {
    console.warn('Outbox: the queue could not be flushed.', error);
  }
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

async function registerBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration: SyncRegistration = await navigator.serviceWorker.ready;
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (or not allowed): the page's own triggers remain.
  }
}

/** Queues a write (with the device's copy of it, if any: `alongside`) and tries to send it at once. */
export async function enqueueWrite(entry: OutboxEntry, alongside?: Alongside): Promise<void> {
  await appOutbox().enqueue(entry, alongside);
  markOutboxPending(true);
  void registerBackgroundSync();
  if (started) void flushOutbox();
  else startOutbox(); // Listens for the moments to replay, and flushes now.
}

/** Drops the pending writes of one kind. */
export async function discardWrites(kind: string): Promise<void> {
  await appOutbox().discard(kind);
}

let started = false;

/** Replays the queue now and whenever the page has a reason to (once per page). */
export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void flushOutbox(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushOutbox();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      'type' in data &&
      data.type === OUTBOX_FLUSH_MESSAGE.type
    ) {
      void flushOutbox(true);
    }
  });
  void flushOutbox();
}

declare global {
  interface Window {
    /**
     * The sync queue, for the offline benchmark (scripts/bench/offline.ts), which queues a thousand
     * progress writes as the player would and times their replay. The app never reads it.
     */
    __fablecastOutbox?: { enqueueWrite: typeof enqueueWrite; pending: () => Promise<number> };
  }
}

if (typeof window !== 'undefined') {
  window.__fablecastOutbox = { enqueueWrite, pending: async () => (await appOutbox().pending()).length };
}
