import type { ReadAlong } from '@/contract/read-along';
import type { ChapterAudio, Story } from '@/contract/story';
import { playableChapters } from '@/contract/audio-status';
import type { FablecastDb, MediaFileRow } from '@/lib/db/db';
import { emptyDownloadView, type DownloadQuality, type StoryDownloadView } from '../download-model';
import { changedChapterIds } from './changed-chapters';
import { createChapterTransfer } from './chapter-transfer';
import { DownloadError } from './download-errors';
import { createSlots } from './download-slots';
import { audioFileOf, isIntact, keptBytesOf, removeStory, storyFacts } from './kept-files';
import { CANCELLED, runDownload, type Run, type RunContext } from './story-run';
import { keptChapterIdsOf, storyView, type DownloadFailure } from './story-view';

// Keeps stories on the device for the signed-in account (issue 12, ADR 024): one download per story
// at a time (story-run.ts), its chapters through slots shared by all stories, two at a time
// (chapter-transfer.ts fetches, resumes and verifies each); what the screens see, republished as bytes
// arrive; and what is kept, read and removed. Every row read or written names the account, so another
// account on a shared tablet neither sees, plays nor removes it.

export interface DownloadEngineDeps {
  db: FablecastDb;
  /** The signed-in account, or null. */
  owner: () => string | null;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** GET /chapters/{id}/audio (renew: /audio-url): the signed URL, byte count and checksum. */
  chapterAudio: (chapterId: string, renew: boolean, quality: DownloadQuality) => Promise<ChapterAudio>;
  /** GET /chapters/{id}/read-along: kept beside the audio for the Read tab offline (issue 15). */
  readAlong?: (chapterId: string, signal: AbortSignal) => Promise<ReadAlong>;
  /** GET /stories/{id}, for a story handed over without its chapters (a library card). */
  loadStory?: (storyId: string) => Promise<Story>;
  /** `navigator.storage.estimate()`. */
  estimate: () => Promise<{ usage?: number; quota?: number }>;
  /** Called whenever what the screens show of a story changes. */
  publish: (view: StoryDownloadView) => void;
  sha256: (data: ArrayBuffer) => Promise<string>;
  /** The encoding new downloads ask for (Settings › Audio). */
  quality?: () => DownloadQuality;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Bytes gathered before a piece is written (256 KB). */
  pieceBytes?: number;
  /** Tries in a row with no new byte before a chapter gives up (network errors, 5xx). */
  maxAttempts?: number;
  /** First backoff; doubles each try, with jitter. */
  backoffMs?: number;
}

const PIECE_BYTES = 256 * 1024;
const CONCURRENCY = 2;

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

export function createDownloadEngine(deps: DownloadEngineDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? waitFor;
  const random = deps.random ?? Math.random;
  const maxAttempts = deps.maxAttempts ?? 4;
  const backoffMs = deps.backoffMs ?? 1000;
  const { transfer } = createChapterTransfer({
    db,
    fetch: deps.fetch,
    chapterAudio: deps.chapterAudio,
    sha256: deps.sha256,
    sleep,
    random,
    now,
    pieceBytes: deps.pieceBytes ?? PIECE_BYTES,
    maxAttempts,
    backoffMs,
  });
  const slots = createSlots(CONCURRENCY);
  const runs = new Map<string, Run>();
  const failures = new Map<string, DownloadFailure>();

  /** What the screens show of one story, for the signed-in account. */
  async function viewOf(storyId: string): Promise<StoryDownloadView> {
    const owner = deps.owner();
    if (!owner) return emptyDownloadView(storyId);
    const facts = await storyFacts(db, owner, storyId);
    const run = runs.get(storyId);
    const view = storyView({ ...facts, storyId, run, failure: failures.get(storyId) });
    if (run) Object.assign(run, { shownPercent: view.percent, shownTotal: view.bytesTotal });
    return view;
  }

  async function publish(storyId: string): Promise<void> {
    deps.publish(await viewOf(storyId));
  }

  let due = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Progress while bytes arrive: at most every 100 ms. */
  function publishSoon(storyId: string): void {
    due.add(storyId);
    timer ??= setTimeout(() => {
      const stories = due;
      due = new Set();
      timer = undefined;
      for (const id of stories) void publish(id).catch(() => undefined);
    }, 100);
  }

  async function download(
    story: Story,
    chapterIds: string[] | 'all',
    renew: ReadonlySet<string> = new Set(),
  ): Promise<void> {
    const owner = deps.owner();
    if (!owner) throw new DownloadError('NOT_FOUND', 'Nobody is signed in');
    const whole = story.chapters || !deps.loadStory ? story : await deps.loadStory(story.id);
    const playable = playableChapters(whole.chapters ?? []).map((chapter) => chapter.id);
    const wanted = chapterIds === 'all' ? playable : playable.filter((id) => chapterIds.includes(id));
    const running = runs.get(story.id);
    if (running) {
      // Asked again while it runs: the same chapters are that download; others follow it.
      if (wanted.every((id) => running.chapterIds.has(id))) return running.done;
      await running.done;
      return download(whole, wanted, renew);
    }
    failures.delete(story.id);
    if (wanted.length === 0) {
      failures.set(story.id, { code: 'NOT_READY' });
      return publish(story.id);
    }
    const run: Run = {
      controller: new AbortController(),
      chapterIds: new Set(wanted),
      chapters: new Map(),
      shownPercent: 0,
      done: Promise.resolve(),
    };
    runs.set(story.id, run);
    run.done = runDownload(runContext, owner, whole, wanted, run, renew).finally(async () => {
      runs.delete(story.id);
      await publish(story.id).catch(() => undefined);
    });
    return run.done;
  }

  const runContext: RunContext = {
    db,
    fetch: deps.fetch,
    chapterAudio: deps.chapterAudio,
    ...(deps.readAlong ? { readAlong: deps.readAlong } : {}),
    estimate: deps.estimate,
    quality: () => deps.quality?.() ?? 'standard',
    now,
    retry: { sleep, random, maxAttempts, backoffMs },
    transfer,
    slots,
    publish,
    publishSoon,
    failures,
  };

  function cancel(storyId: string): void {
    runs.get(storyId)?.controller.abort(CANCELLED);
  }

  async function remove(storyId: string): Promise<void> {
    const owner = deps.owner();
    if (!owner) return;
    const running = runs.get(storyId);
    cancel(storyId);
    await running?.done;
    await removeStory(db, owner, storyId);
    failures.delete(storyId);
    await publish(storyId);
  }

  /** Every story this account keeps, most recently changed first. */
  async function list(): Promise<StoryDownloadView[]> {
    const owner = deps.owner();
    if (!owner) return [];
    const rows = await db.downloads.where('ownerId').equals(owner).toArray();
    rows.sort((a, b) => b.updatedAt - a.updatedAt);
    return Promise.all(rows.map((row) => viewOf(row.storyId)));
  }

  return {
    downloadStory: (story: Story) => download(story, 'all'),
    downloadChapter: (story: Story, chapterId: string) => download(story, [chapterId]),
    /**
     * The kept chapters of `story` (as the server has it now) that changed since they were kept — a
     * rewrite, new audio — are downloaded again (ADR 035); the old copy plays until the new one is in.
     */
    async refreshChanged(story: Story): Promise<void> {
      const owner = deps.owner();
      const row = owner ? await db.downloads.get([owner, story.id]) : undefined;
      if (!row || !story.chapters) return;
      const kept = new Set(keptChapterIdsOf(row));
      const changed = changedChapterIds(row.story, story).filter((id) => kept.has(id));
      if (changed.length > 0) await download(story, changed, new Set(changed));
    },
    cancel,
    /** Stops every download (another account signed in). */
    cancelAll: () => [...runs.keys()].forEach(cancel),
    remove,
    async removeAll(): Promise<void> {
      const owner = deps.owner();
      if (!owner) return;
      for (const row of await db.downloads.where('ownerId').equals(owner).toArray())
        await remove(row.storyId);
      // Nothing of this account stays: pieces of a story no longer listed, and the recently opened
      // stories' pages and covers (what a parent removing "everything" at sign-out expects gone).
      await db.transaction('rw', db.partials, db.storyCache, db.mediaFiles, async () => {
        await db.partials.where('ownerId').equals(owner).delete();
        await db.storyCache.where('ownerId').equals(owner).delete();
        await db.mediaFiles.where('ownerId').equals(owner).delete();
      });
    },
    list,
    viewOf,
    publish,
    /** The kept file of a chapter, if it is whole (checked before playing: eviction). */
    async keptChapter(chapterId: string): Promise<MediaFileRow | undefined> {
      const owner = deps.owner();
      const file = owner ? await audioFileOf(db, owner, chapterId) : undefined;
      return (await isIntact(file)) ? file : undefined;
    },
    /** A chapter's read-along as kept with its story, if it was. */
    async keptReadAlong(storyId: string, chapterId: string): Promise<ReadAlong | undefined> {
      const owner = deps.owner();
      return owner ? (await db.downloads.get([owner, storyId]))?.readAlongs?.[chapterId] : undefined;
    },
    async keptStory(storyId: string): Promise<Story | undefined> {
      const owner = deps.owner();
      return owner ? (await db.downloads.get([owner, storyId]))?.story : undefined;
    },
    /** Bytes this account's downloads take: kept files and pieces still arriving. */
    keptBytes: async (): Promise<number> => {
      const owner = deps.owner();
      return owner ? keptBytesOf(db, owner) : 0;
    },
    /**
     * Removes the kept stories the server says are gone (deleted on another device); answers their
     * titles, for a notice. A story whose fate cannot be known (offline, a server error) stays.
     */
    async forgetDeleted(isGone: (storyId: string) => Promise<boolean>): Promise<string[]> {
      const owner = deps.owner();
      if (!owner) return [];
      const removed: string[] = [];
      for (const row of await db.downloads.where('ownerId').equals(owner).toArray()) {
        if (runs.has(row.storyId) || !(await isGone(row.storyId).catch(() => false))) continue;
        await remove(row.storyId);
        removed.push(row.story.title);
      }
      return removed;
    },
    isRunning: (storyId: string) => runs.has(storyId),
  };
}

export type DownloadEngine = ReturnType<typeof createDownloadEngine>;
