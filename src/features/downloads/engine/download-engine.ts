import type { ChapterAudio, Story } from '@/contract/story';
import { playableChapters } from '@/contract/audio-status';
import type { DownloadRow, FablecastDb, MediaFileRow } from '@/lib/db/db';
import {
  emptyDownloadView,
  mediaKeyOf,
  type ChapterDownloadView,
  type DownloadQuality,
  type StoryDownloadView,
} from '../download-model';
import {
  backoffDelay,
  createChapterTransfer,
  dropPieces,
  resumePoint,
  sizedAudio,
  type ChapterJob,
} from './chapter-transfer';
import { DownloadError, isQuotaError } from './download-errors';
import { createSlots } from './download-slots';
import { keptChapterIdsOf, storyView, type DownloadFailure } from './story-view';

// Keeps stories on the device for the signed-in account (issue 12, ADR 024): a story's row (the story
// as kept), each chapter's verified file (chapter-transfer.ts), and the cover. Chapters download two
// at a time across all stories; every row read or written names the account, so another account on a
// shared tablet neither sees, plays nor removes them. A full device stops the story and leaves no
// half-written chapter; a cancelled one leaves nothing that was still arriving.

export interface DownloadEngineDeps {
  db: FablecastDb;
  /** The signed-in account, or null. */
  owner: () => string | null;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** GET /chapters/{id}/audio (renew: /audio-url): the signed URL, byte count and checksum. */
  chapterAudio: (chapterId: string, renew: boolean, quality: DownloadQuality) => Promise<ChapterAudio>;
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

interface Run {
  controller: AbortController;
  chapterIds: ReadonlySet<string>;
  chapters: Map<string, ChapterDownloadView>;
  /** The highest percent shown during this run: the bar never moves back. */
  shownPercent: number;
  done: Promise<void>;
}

const PIECE_BYTES = 256 * 1024;
const CONCURRENCY = 2;
const CANCELLED = 'cancelled';

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

  /** A kept file is there and whole: its row, the right size, and a readable first byte. */
  async function isIntact(file: MediaFileRow | undefined): Promise<boolean> {
    if (!file || !(file.blob instanceof Blob) || file.blob.size !== file.bytes) return false;
    try {
      await file.blob.slice(0, 1).arrayBuffer();
      return true;
    } catch {
      return false; // The browser lost the file behind the row (cleared or evicted storage).
    }
  }

  async function audioFileOf(owner: string, chapterId: string): Promise<MediaFileRow | undefined> {
    const files = await db.mediaFiles.where('[ownerId+chapterId]').equals([owner, chapterId]).toArray();
    return files.find((file) => file.kind === 'audio');
  }

  /** What the screens show of one story, for the signed-in account. */
  async function viewOf(storyId: string): Promise<StoryDownloadView> {
    const owner = deps.owner();
    if (!owner) return emptyDownloadView(storyId);
    const [row, files] = await Promise.all([
      db.downloads.get([owner, storyId]),
      db.mediaFiles.where('[ownerId+storyId]').equals([owner, storyId]).toArray(),
    ]);
    const intact = new Set<string>();
    for (const file of files) {
      if (file.kind === 'audio' && file.chapterId && (await isIntact(file))) intact.add(file.chapterId);
    }
    const arrived = new Map<string, number>();
    const chapterIds = [...(row?.chapterIds ?? [])];
    if (chapterIds.length > 0) {
      const pieces = await db.partials
        .where('[ownerId+chapterId]')
        .anyOf(chapterIds.map((chapterId) => [owner, chapterId]))
        .toArray();
      for (const piece of pieces)
        arrived.set(piece.chapterId, (arrived.get(piece.chapterId) ?? 0) + piece.blob.size);
    }
    const run = runs.get(storyId);
    const view = storyView({ storyId, row, files, intact, arrived, run, failure: failures.get(storyId) });
    if (run) run.shownPercent = view.percent;
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

  /** The cover, for the story's card and page offline. Best effort, except a full device. */
  async function keepCover(owner: string, story: Story, signal: AbortSignal): Promise<void> {
    const key = story.coverImageUrl ? mediaKeyOf(story.coverImageUrl) : null;
    if (!story.coverImageUrl || !key || (await db.mediaFiles.get([owner, key]))) return;
    try {
      const response = await deps.fetch(story.coverImageUrl, { signal });
      if (!response.ok) return;
      const blob = await response.blob();
      await db.mediaFiles.put({
        ownerId: owner,
        key,
        storyId: story.id,
        kind: 'cover',
        contentType: response.headers.get('content-type') ?? 'image/svg+xml',
        bytes: blob.size,
        blob,
        storedAt: now(),
      });
    } catch (error) {
      if (isQuotaError(error)) throw error;
    }
  }

  async function freeBytes(): Promise<number> {
    const { usage = 0, quota = 0 } = await deps.estimate().catch(() => ({ usage: 0, quota: 0 }));
    return Math.max(0, quota - usage);
  }

  /** No chapter kept: no row left behind, and no cover unless the story cache shows it. */
  async function forgetIfEmpty(owner: string, storyId: string): Promise<void> {
    const files = await db.mediaFiles.where('[ownerId+storyId]').equals([owner, storyId]).toArray();
    if (files.some((file) => file.kind === 'audio')) return;
    const row = await db.downloads.get([owner, storyId]);
    const pieces = await db.partials
      .where('[ownerId+chapterId]')
      .anyOf((row?.chapterIds ?? []).map((chapterId) => [owner, chapterId]))
      .count();
    if (pieces > 0) return; // A download to resume.
    await db.downloads.delete([owner, storyId]);
    if (!(await db.storyCache.get([owner, storyId]))) {
      await db.mediaFiles.where('[ownerId+storyId]').equals([owner, storyId]).delete();
    }
  }

  /** Fetches one chapter's URL and size (retried like a transfer); the pieces kept so far. */
  async function plan(owner: string, chapterId: string, quality: DownloadQuality, signal: AbortSignal) {
    for (let failuresInARow = 1; ; failuresInARow += 1) {
      try {
        const { audio, key } = sizedAudio(await deps.chapterAudio(chapterId, false, quality));
        return { audio, key, stored: await resumePoint(db, owner, chapterId, key) };
      } catch (error) {
        if (error instanceof DownloadError || failuresInARow >= maxAttempts || signal.aborted) throw error;
        await sleep(backoffDelay(failuresInARow, backoffMs, random), signal);
      }
    }
  }

  async function runDownload(owner: string, story: Story, wanted: string[], run: Run): Promise<void> {
    const { signal } = run.controller;
    const quality = deps.quality?.() ?? 'standard';
    try {
      const existing = await db.downloads.get([owner, story.id]);
      const row: DownloadRow = {
        ownerId: owner,
        storyId: story.id,
        story,
        quality,
        chapterIds: [...new Set([...(existing?.chapterIds ?? []), ...wanted])],
        keptChapterIds: existing ? keptChapterIdsOf(existing) : [],
        ...(existing?.downloadedAt ? { downloadedAt: existing.downloadedAt } : {}),
        updatedAt: now(),
      };
      await db.downloads.put(row);
      for (const chapterId of wanted) {
        const kept = await audioFileOf(owner, chapterId);
        run.chapters.set(
          chapterId,
          (await isIntact(kept))
            ? { chapterId, state: 'downloaded', bytesDone: kept!.bytes, bytesTotal: kept!.bytes }
            : { chapterId, state: 'queued', bytesDone: 0, bytesTotal: 0 },
        );
      }
      await publish(story.id);

      // Sizes first, so the bar says "x MB of y MB" from the start.
      const queued = wanted.filter((id) => run.chapters.get(id)?.state === 'queued');
      const jobs: { job: ChapterJob; key: string }[] = await Promise.all(
        queued.map(async (chapterId) => {
          const { audio, key, stored } = await plan(owner, chapterId, quality, signal);
          const live = run.chapters.get(chapterId)!;
          Object.assign(live, { bytesTotal: audio.bytes, bytesDone: stored });
          const job = { owner, storyId: story.id, chapterId, quality, audio, signal, live };
          return { job: { ...job, onProgress: () => publishSoon(story.id) }, key };
        }),
      );
      await publish(story.id);

      const stopOnFullDevice = (error: unknown) => {
        if (isQuotaError(error)) run.controller.abort(error);
        throw error;
      };
      const results = await Promise.allSettled([
        keepCover(owner, story, signal).catch(stopOnFullDevice),
        ...jobs.map(({ job, key }) => slots.run(() => transfer(job, key), signal).catch(stopOnFullDevice)),
      ]);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw signal.aborted ? signal.reason : failed.reason;
      const done = await db.downloads.get([owner, story.id]);
      if (done)
        await db.downloads.put({ ...done, downloadedAt: new Date(now()).toISOString(), updatedAt: now() });
    } catch (error) {
      run.controller.abort(signal.aborted ? signal.reason : error);
      await stopped(owner, story.id, run, error);
    }
  }

  /** A download that did not finish: what it leaves, and what the screens say. */
  async function stopped(owner: string, storyId: string, run: Run, error: unknown): Promise<void> {
    const unfinished = [...run.chapters.values()].filter((chapter) => chapter.state !== 'downloaded');
    const cancelled = run.controller.signal.reason === CANCELLED;
    const full = isQuotaError(error) || isQuotaError(run.controller.signal.reason);
    if (cancelled || full) {
      // Nothing still arriving stays; verified chapters do (each is whole).
      await Promise.all(unfinished.map((chapter) => dropPieces(db, owner, chapter.chapterId)));
    }
    if (full) {
      failures.set(storyId, {
        code: 'QUOTA_EXCEEDED',
        neededBytes: unfinished.reduce((sum, chapter) => sum + chapter.bytesTotal, 0),
        freeBytes: await freeBytes(),
      });
    } else if (!cancelled) {
      failures.set(storyId, { code: error instanceof DownloadError ? error.code : 'NETWORK' });
    }
    await forgetIfEmpty(owner, storyId);
  }

  async function download(story: Story, chapterIds: string[] | 'all'): Promise<void> {
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
      return download(whole, wanted);
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
    run.done = runDownload(owner, whole, wanted, run).finally(async () => {
      runs.delete(story.id);
      await publish(story.id).catch(() => undefined);
    });
    return run.done;
  }

  function cancel(storyId: string): void {
    runs.get(storyId)?.controller.abort(CANCELLED);
  }

  async function remove(storyId: string): Promise<void> {
    const owner = deps.owner();
    if (!owner) return;
    const running = runs.get(storyId);
    cancel(storyId);
    await running?.done;
    const row = await db.downloads.get([owner, storyId]);
    const cached = await db.storyCache.get([owner, storyId]);
    await db.transaction('rw', db.downloads, db.mediaFiles, db.partials, async () => {
      await db.mediaFiles
        .where('[ownerId+storyId]')
        .equals([owner, storyId])
        .filter((file) => file.kind === 'audio' || !cached) // The story cache still shows the cover.
        .delete();
      for (const chapterId of row?.chapterIds ?? []) {
        await db.partials.where('[ownerId+chapterId]').equals([owner, chapterId]).delete();
      }
      await db.downloads.delete([owner, storyId]);
    });
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
    cancel,
    /** Stops every download (another account signed in). */
    cancelAll: () => [...runs.keys()].forEach(cancel),
    remove,
    async removeAll(): Promise<void> {
      const owner = deps.owner();
      if (!owner) return;
      for (const row of await db.downloads.where('ownerId').equals(owner).toArray())
        await remove(row.storyId);
      await db.partials.where('ownerId').equals(owner).delete(); // Pieces of a story no longer listed.
    },
    list,
    viewOf,
    publish,
    /** The kept file of a chapter, if it is whole (checked before playing: eviction). */
    async keptChapter(chapterId: string): Promise<MediaFileRow | undefined> {
      const owner = deps.owner();
      const file = owner ? await audioFileOf(owner, chapterId) : undefined;
      return (await isIntact(file)) ? file : undefined;
    },
    async keptStory(storyId: string): Promise<Story | undefined> {
      const owner = deps.owner();
      return owner ? (await db.downloads.get([owner, storyId]))?.story : undefined;
    },
    /** Bytes this account's downloads take: kept files and pieces still arriving. */
    async keptBytes(): Promise<number> {
      const owner = deps.owner();
      if (!owner) return 0;
      let sum = 0;
      await db.mediaFiles
        .where('ownerId')
        .equals(owner)
        .each((file) => (sum += file.bytes));
      await db.partials
        .where('ownerId')
        .equals(owner)
        .each((piece) => (sum += piece.blob.size));
      return sum;
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
