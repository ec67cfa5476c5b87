import { Dexie, type EntityTable } from 'dexie';
import type { FavouriteStory } from '@/contract/favourites';
import type { ReadAlong } from '@/contract/read-along';
import type { Story } from '@/contract/story';
import type { DownloadQuality } from '@/features/downloads/download-model';
import type { DeadLetter, OutboxRow } from '@/lib/outbox/outbox-row';

// The one owner of the client's IndexedDB schema (DESIGN decision 12). Every table of the app is
// declared here and nowhere else; a new table or index is a new version below, never an edit of an
// old one. This module pulls in Dexie (~25 KB gzip): import it dynamically, never from the first screen.
// The service worker opens the same database (sw/) to answer /media from the device.
//
// Version 1: the sync queue.
//   outbox       pending writes; `seq` (auto-increment) is the order they were queued in, `id` the
//                idempotency key sent with the write, `coalesceKey` lets a newer write replace an older
//                pending one (one progress row per child, story and chapter).
//   deadLetters  writes the server refused for good (4xx), kept for inspection, never retried.
//
// Version 2: offline listening (issue 12). Every row names the account that kept it (`ownerId`):
// another account on a shared tablet never sees, plays or deletes it.
//   downloads    one row per story a parent chose to keep: the story as it was kept (metadata,
//                chapters, durations) and what was asked for.
//   mediaFiles   verified files kept on the device — chapter audio and covers — keyed by their /media
//                key (the URL's path without `/media/` and without the signature). The service worker
//                answers /media/<key> from here with 200/206/416.
//   partials     the bytes of a chapter still arriving, in pieces, so a download cut off mid-way
//                resumes from its last byte (HTTP Range). Never played; joined and verified into
//                mediaFiles, then deleted, in one transaction.
//   storyCache   recently opened stories' metadata (not their audio), so their pages open offline.
//   device       small facts the service worker needs: `account` is the signed-in user (or null).
//
// Version 3: favourites (issue 15, ADR 034).
//   favourites   each kid's favourite stories as this device last knew them, with the story's summary
//                so home's shelf shows offline; a change made here is written at once (and queued for
//                the server), so it shows before the server has it and survives a reload.

/** A story kept on the device by one account. */
export interface DownloadRow {
  ownerId: string;
  storyId: string;
  /** The story as it was when kept, chapters included (GET /stories/{id}). */
  story: Story;
  quality: DownloadQuality;
  /** The chapters asked for: every narrated chapter for "Download story", or the ones chosen. */
  chapterIds: string[];
  /**
   * The chapters verified and kept, written with their file in one transaction. The eviction check
   * holds each to its mediaFiles row: one gone is "needs download". (Not indexed: no new version.)
   */
  keptChapterIds?: string[];
  /** ISO time the last chapter was verified; absent until then. */
  downloadedAt?: string;
  /**
   * The chapters' read-along (text and word timings, issue 15), by chapter id, fetched with their
   * audio so the Read tab works offline. (Not indexed: no new version.)
   */
  readAlongs?: Record<string, ReadAlong>;
  updatedAt: number;
}

/** A verified file kept on the device. */
export interface MediaFileRow {
  ownerId: string;
  /** The /media key: `/media/<key>` is the URL path. */
  key: string;
  storyId: string;
  /** The chapter for audio; absent for a cover. */
  chapterId?: string;
  kind: 'audio' | 'cover';
  contentType: string;
  /** Byte count as published by the server and verified. */
  bytes: number;
  /** Hex SHA-256 as published by the server and verified (absent for a cover). */
  sha256?: string;
  quality?: DownloadQuality;
  blob: Blob;
  storedAt: number;
}

/** One piece of a chapter still arriving. */
export interface PartialRow {
  id?: number;
  ownerId: string;
  chapterId: string;
  /** The /media key being fetched (a new quality or new audio means a new key: pieces are dropped). */
  key: string;
  /** Byte offset of this piece in the file. */
  offset: number;
  blob: Blob;
}

/** A recently opened story's metadata. */
export interface StoryCacheRow {
  ownerId: string;
  storyId: string;
  story: Story;
  openedAt: number;
}

/** A kid's favourite (or no longer favourite) story, as this device knows it. */
export interface FavouriteRow {
  ownerId: string;
  childId: string;
  storyId: string;
  favourite: boolean;
  /** ISO time of the change (the device's clock): the newest change wins (ADR 034). */
  changedAt: string;
  /** The story's summary, for the shelf; null when this device never had it. */
  story: FavouriteStory | null;
}

export interface DeviceRow {
  key: 'account';
  userId: string | null;
}

export const DB_NAME = 'fablecast';

export type FablecastDb = Dexie & {
  outbox: EntityTable<OutboxRow, 'seq'>;
  deadLetters: EntityTable<DeadLetter, 'seq'>;
  downloads: Dexie.Table<DownloadRow, [string, string]>;
  mediaFiles: Dexie.Table<MediaFileRow, [string, string]>;
  partials: EntityTable<PartialRow, 'id'>;
  storyCache: Dexie.Table<StoryCacheRow, [string, string]>;
  device: EntityTable<DeviceRow, 'key'>;
  favourites: Dexie.Table<FavouriteRow, [string, string, string]>;
};

export function openDb(name: string = DB_NAME): FablecastDb {
  const db = new Dexie(name) as FablecastDb;
  db.version(1).stores({
    outbox: '++seq, &id, kind, coalesceKey, nextAttemptAt',
    deadLetters: '++seq, id, kind',
  });
  db.version(2).stores({
    downloads: '[ownerId+storyId], ownerId, updatedAt',
    mediaFiles: '[ownerId+key], ownerId, [ownerId+storyId], [ownerId+chapterId]',
    partials: '++id, [ownerId+chapterId], key',
    storyCache: '[ownerId+storyId], ownerId, [ownerId+openedAt]',
    device: 'key',
  });
  db.version(3).stores({
    favourites: '[ownerId+childId+storyId], [ownerId+childId]',
  });
  return db;
}

let shared: FablecastDb | null = null;

/** The app's database, opened on first use. */
export function getDb(): FablecastDb {
  shared ??= openDb();
  return shared;
}
