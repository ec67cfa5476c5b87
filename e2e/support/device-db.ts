import type { Page } from '@playwright/test';

// What the app keeps in the browser's IndexedDB ('fablecast', src/lib/db/db.ts), read from the page as
// DevTools › Application shows it. Blobs come back as their size only.

export type DeviceTable = 'outbox' | 'deadLetters' | 'downloads' | 'mediaFiles' | 'partials' | 'storyCache';

/** A row as read from the page: every Blob replaced by `{ size }`. */
export type DeviceRow = Record<string, unknown>;

export interface KeptFile {
  ownerId: string;
  key: string;
  storyId: string;
  chapterId?: string;
  kind: 'audio' | 'cover';
  bytes: number;
  sha256?: string;
  blob: { size: number };
}

export interface OutboxRow {
  id: string;
  kind: string;
  path: string;
  coalesceKey?: string;
  attempts?: number;
  body: {
    childId: string;
    storyId: string;
    chapterId: string;
    position: number;
    totalListeningTime: number;
    completed: boolean;
    recordedAt: string;
  };
}

/** Every row of one table (an empty list when the database or table does not exist yet). */
export async function deviceRows<T = DeviceRow>(page: Page, table: DeviceTable): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('fablecast');
        // No database yet: leave it to the app to create, and read nothing.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction(name).objectStore(name).getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as Record<string, unknown>[]).map(
                (row) =>
                  Object.fromEntries(
                    Object.entries(row).map(([key, value]) => [
                      key,
                      value instanceof Blob ? { size: value.size } : value,
                    ]),
                  ) as T,
              ),
            );
          };
        };
      }),
    table,
  );
}

/** The kept chapter files (audio), as the service worker answers them. */
export async function keptAudio(page: Page): Promise<KeptFile[]> {
  return (await deviceRows<KeptFile>(page, 'mediaFiles')).filter((file) => file.kind === 'audio');
}

/** The pending progress writes in the sync queue. */
export async function pendingProgress(page: Page): Promise<OutboxRow[]> {
  return (await deviceRows<OutboxRow>(page, 'outbox')).filter((row) => row.kind === 'progress');
}

/**
 * Deletes the kept audio of one chapter behind the app's back, as a browser clearing storage does
 * (the download row still says the story is kept).
 */
export async function loseKeptChapter(page: Page, chapterId: string): Promise<void> {
  await page.evaluate(
    (chapter) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('fablecast');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('mediaFiles', 'readwrite');
          const store = tx.objectStore('mediaFiles');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const file of all.result as { ownerId: string; key: string; chapterId?: string }[]) {
              if (file.chapterId === chapter) store.delete([file.ownerId, file.key]);
            }
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    chapterId,
  );
}

/** Bytes the browser counts for this site (navigator.storage.estimate().usage). */
export const storageUsage = (page: Page) =>
  page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
