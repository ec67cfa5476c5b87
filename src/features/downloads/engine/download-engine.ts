import type { ChapterAudio, Story } from '@/contract/story';
import { playableChapters } from '@/contract/audio-status';
import type { FablecastDb, MediaFileRow, PartialRow } from '@/lib/db/db';
import {
  emptyDownloadView,
  mediaKeyOf,
  type ChapterDownloadView,
  type DownloadErrorCode,
  type DownloadQuality,
  type StoryDownloadView,
} from '../download-model';

// Keeps stories on the device (issue 12, ADR 024). Each chapter is fetched with HTTP Range from the
// last byte kept, in pieces written to `partials` as they arrive, so a download cut off — by the
// network, a closed tab or a crash — resumes where it stopped. When every byte is there, the pieces
// are joined, the byte count and SHA-256 published by the server are checked, and the verified file
// replaces the pieces in one transaction: a chapter is either kept whole or not at all. Two chapters
// download at a time; network failures and 5xx are retried with backoff; an expired signed URL is
// renewed. No fetch is ever awaited inside a Dexie transaction.

export class DownloadError extends Error {
  constructor(
    readonly code: DownloadErrorCode,
    message: string,
    readonly detail: { neededBytes?: number; freeBytes?: number } = {},
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

class RetryableError extends Error {}

export interface DownloadEngineDeps {
  db: FablecastDb;
  /** The signed-in account, or null. Every row read or written is that account's. */
  owner: () => string | null;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** GET /chapters/{id}/audio (renew: /audio-url) — the signed URL, byte count and checksum. */
  chapterAudio: (chapterId: string, renew: boolean) => Promise<ChapterAudio>;
  /** `navigator.storage.estimate()`. */
  estimate: () => Promise<{ usage?: number; quota?: number }>;
  /** Called whenever what the screens show of a story changes. */
  publish: (view: StoryDownloadView) => void;
  sha256: (data: ArrayBuffer) => Promise<string>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Bytes gathered before a piece is written (256 KB). */
  pieceBytes?: number;
  /** Tries per chapter before it gives up (network errors, 5xx). */
  maxAttempts?: number;
  /** First backoff; doubles each try, with jitter. */
  backoffMs?: number;
  quality?: () => DownloadQuality;
}

interface ChapterPlan {
  chapterId: string;
  audio: ChapterAudio & { bytes: number };
  key: string;
}

interface Run {
  controller: AbortController;
  chapters: Map<string, ChapterDownloadView>;
  /** The highest percent shown during this run: the bar never moves back. */
  shownPercent: number;
}

const PIECE_BYTES = 256 * 1024;
const CONCURRENCY = 2;

export function isQuotaError(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { inner?: unknown }).inner) {
    if ((current as { name?: string }).name === 'QuotaExceededError') return true;
    if (typeof current !== 'object') break;
  }
  return false;
}

function isAbort(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'AbortError';
}

export function createDownloadEngine(deps: DownloadEngineDeps) {
  const { db } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const pieceBytes = deps.pieceBytes ?? PIECE_BYTES;
  const maxAttempts = deps.maxAttempts ?? 4;
  const backoffMs = deps.backoffMs ?? 1000;
  const runs = new Map<string, Run>();
  const failures = new Map<string, { code: DownloadErrorCode; neededBytes?: number; freeBytes?: number }>();

  function requireOwner(): string {
    const owner = deps.owner();
    if (!owner) throw new DownloadError('NOT_FOUND', 'Nobody is signed in');
    return owner;
  }

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

  /** What the screens show of one story, from the database and the download running now. */
  async function viewOf(storyId: string): Promise<StoryDownloadView> {
    const owner = deps.owner();
    if (!owner) return emptyDownloadView(storyId);
    const [row, files, pieces] = await Promise.all([
      db.downloads.get([owner, storyId]),
      db.mediaFiles.where('[ownerId+storyId]').equals([owner, storyId]).toArray(),
      db.partials.where('ownerId').equals(owner).toArray(),
    ]);
    const run = runs.get(storyId);
    const failure = failures.get(storyId);
    if (!row && !run)
      return { ...emptyDownloadView(storyId), ...(failure ? { state: 'failed', error: failure } : {}) };

    const audioFiles = new Map(
      files.filter((file) => file.kind === 'audio').map((f) => [f.chapterId ?? '', f]),
    );
    const chapters: Record<string, ChapterDownloadView> = {};
    let missing = false;
    for (const chapterId of row?.chapterIds ?? []) {
      const file = audioFiles.get(chapterId);
      if (await isIntact(file)) {
        chapters[chapterId] = {
          chapterId,
          state: 'downloaded',
          bytesDone: file!.bytes,
          bytesTotal: file!.bytes,
        };
        continue;
      }
      const arrived = pieces
        .filter((piece) => piece.chapterId === chapterId)
        .reduce((sum, p) => sum + p.blob.size, 0);
      const wasKept = Boolean(row?.downloadedAt) || file !== undefined;
      if (wasKept) missing = true;
      chapters[chapterId] = {
        chapterId,
        state: wasKept ? 'needs-download' : 'none',
        bytesDone: arrived,
        bytesTotal: 0,
      };
    }
    for (const [chapterId, live] of run?.chapters ?? []) chapters[chapterId] = live;

    const sizeBytes = files.reduce((sum, file) => sum + file.bytes, 0);
    const list = Object.values(chapters);
    const bytesDone = list.reduce((sum, chapter) => sum + chapter.bytesDone, 0);
    const bytesTotal = list.reduce(
      (sum, chapter) => sum + Math.max(chapter.bytesTotal, chapter.bytesDone),
      0,
    );
    const playable = row ? playableChapters(row.story.chapters ?? []).map((chapter) => chapter.id) : [];
    const allKept = playable.length > 0 && playable.every((id) => chapters[id]?.state === 'downloaded');

    let percent = bytesTotal === 0 ? 0 : Math.floor((bytesDone / bytesTotal) * 100);
    if (run) {
      percent = Math.max(run.shownPercent, Math.min(percent, 99));
      run.shownPercent = percent;
    } else if (allKept) percent = 100;

    const state: StoryDownloadView['state'] = run
      ? 'downloading'
      : failure
        ? 'failed'
        : missing
          ? 'needs-download'
          : allKept
            ? 'downloaded'
            : list.some((chapter) => chapter.state === 'downloaded')
              ? 'partial'
              : 'none';
    return {
      storyId,
      state,
      bytesDone,
      bytesTotal,
      percent,
      chapters,
      ...(failure && !run ? { error: failure } : {}),
      sizeBytes,
      quality: row?.quality ?? 'standard',
      ...(row ? { story: row.story } : {}),
      ...(row?.downloadedAt ? { downloadedAt: row.downloadedAt } : {}),
    };
  }

  async function publish(storyId: string): Promise<void> {
    deps.publish(await viewOf(storyId));
  }

  let publishPending = new Set<string>();
  let publishTimer: ReturnType<typeof setTimeout> | undefined;
  /** Progress while bytes arrive: at most every 100 ms per story. */
  function publishSoon(storyId: string): void {
    publishPending.add(storyId);
    publishTimer ??= setTimeout(() => {
      const due = publishPending;
      publishPending = new Set();
      publishTimer = undefined;
      for (const id of due) void publish(id).catch(() => undefined);
    }, 100);
  }

  async function piecesOf(owner: string, chapterId: string): Promise<PartialRow[]> {
    const pieces = await db.partials.where('[ownerId+chapterId]').equals([owner, chapterId]).toArray();
    return pieces.sort((a, b) => a.offset - b.offset);
  }

  async function dropPieces(owner: string, chapterId: string): Promise<void> {
    await db.partials.where('[ownerId+chapterId]').equals([owner, chapterId]).delete();
  }

  /** Fetches one chapter from its last kept byte, verifies it and keeps it. */
  async function fetchChapter(owner: string, storyId: string, plan: ChapterPlan, run: Run): Promise<void> {
    const live = run.chapters.get(plan.chapterId)!;
    const { key } = plan;
    let { audio } = plan;
    const total = audio.bytes;
    let pieces = await piecesOf(owner, plan.chapterId);
    if (pieces.some((piece) => piece.key !== key)) {
      await dropPieces(owner, plan.chapterId); // New audio since: the old pieces are of another file.
      pieces = [];
    }
    let offset = pieces.reduce((sum, piece) => sum + piece.blob.size, 0);
    let attempts = 0;
    let checksumRetried = false;
    live.state = 'downloading';
    live.bytesDone = offset;

    for (;;) {
      if (offset < total) {
        try {
          offset = await receive(
            { owner, storyId, chapterId: plan.chapterId, key, url: audio.audioUrl },
            offset,
            total,
            run,
            live,
          );
        } catch (error) {
          if (isAbort(error) || isQuotaError(error) || error instanceof DownloadError) throw error;
          offset = live.bytesDone; // What arrived whole before the cut is kept: resume after it.
          if (error instanceof ExpiredUrl) {
            audio = { ...(await deps.chapterAudio(plan.chapterId, true)), bytes: total };
            const renewedKey = mediaKeyOf(audio.audioUrl);
            if (renewedKey !== key) throw new DownloadError('NOT_FOUND', 'The chapter has new audio');
          } else if (error instanceof StartOver) {
            await dropPieces(owner, plan.chapterId);
            offset = 0;
            live.bytesDone = 0;
          }
          attempts += 1;
          if (attempts >= maxAttempts) throw new DownloadError('NETWORK', `Gave up after ${attempts} tries`);
          if (!(error instanceof ExpiredUrl)) await sleep(backoffMs * 2 ** (attempts - 1) * (0.5 + random()));
          continue;
        }
        continue;
      }

      live.state = 'verifying';
      publishSoon(storyId);
      const parts = await piecesOf(owner, plan.chapterId);
      const blob = new Blob(
        parts.map((part) => part.blob),
        { type: 'audio/mpeg' },
      );
      const sha256 = audio.sha256 ? await deps.sha256(await blob.arrayBuffer()) : undefined;
      if (blob.size !== total || (audio.sha256 && sha256 !== audio.sha256)) {
        await dropPieces(owner, plan.chapterId);
        if (checksumRetried) throw new DownloadError('CHECKSUM', 'The chapter did not arrive intact');
        checksumRetried = true;
        offset = 0;
        live.bytesDone = 0;
        live.state = 'downloading';
        continue;
      }
      const file: MediaFileRow = {
        ownerId: owner,
        key,
        storyId,
        chapterId: plan.chapterId,
        kind: 'audio',
        contentType: 'audio/mpeg',
        bytes: total,
        ...(sha256 ? { sha256 } : {}),
        quality: deps.quality?.() ?? 'standard',
        blob,
        storedAt: now(),
      };
      await db.transaction('rw', db.mediaFiles, db.partials, async () => {
        await db.mediaFiles.put(file);
        await db.partials.where('[ownerId+chapterId]').equals([owner, plan.chapterId]).delete();
      });
      live.state = 'downloaded';
      live.bytesDone = total;
      return;
    }
  }

  /** One request: reads the body from `offset`, writing a piece every `pieceBytes`. */
  async function receive(
    {
      owner,
      storyId,
      chapterId,
      key,
      url,
    }: { owner: string; storyId: string; chapterId: string; key: string; url: string },
    offset: number,
    total: number,
    run: Run,
    live: ChapterDownloadView,
  ): Promise<number> {
    const response = await deps.fetch(url, {
      headers: { Range: `bytes=${offset}-` },
      signal: run.controller.signal,
      cache: 'no-store',
    });
    if (response.status === 403) throw new ExpiredUrl();
    if (response.status === 404) throw new DownloadError('NOT_FOUND', 'The chapter is gone');
    if (response.status === 416) throw new StartOver();
    if (response.status >= 500 || response.status === 429)
      throw new RetryableError(`HTTP ${response.status}`);
    if (response.status === 200 && offset > 0) {
      // The server sent the whole file: start over from byte 0.
      await dropPieces(owner, chapterId);
      offset = 0;
      live.bytesDone = 0;
    } else if (response.status === 206) {
      const start = Number(/bytes (\d+)-/.exec(response.headers.get('content-range') ?? '')?.[1]);
      if (start !== offset) throw new StartOver();
    } else if (response.status !== 200) {
      throw new RetryableError(`HTTP ${response.status}`);
    }
    if (!response.body) throw new RetryableError('No body');

    const reader = response.body.getReader();
    let buffered: Uint8Array[] = [];
    let bufferedBytes = 0;
    let pieceStart = offset;
    const writePiece = async () => {
      if (bufferedBytes === 0) return;
      const blob = new Blob(buffered as BlobPart[]);
      await db.partials.add({ ownerId: owner, chapterId, key, offset: pieceStart, blob });
      pieceStart += bufferedBytes;
      buffered = [];
      bufferedBytes = 0;
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffered.push(value);
        bufferedBytes += value.byteLength;
        live.bytesDone = pieceStart + bufferedBytes;
        publishSoon(storyId);
        if (bufferedBytes >= pieceBytes) await writePiece();
        if (pieceStart + bufferedBytes > total) throw new StartOver();
      }
    } catch (error) {
      // Keep what arrived whole before the cut; the next request asks for the rest.
      if (!isAbort(error) && !isQuotaError(error) && !(error instanceof StartOver)) await writePiece();
      live.bytesDone = pieceStart;
      throw isAbort(error) || isQuotaError(error) || error instanceof StartOver
        ? error
        : new RetryableError(String(error));
    }
    await writePiece();
    live.bytesDone = pieceStart;
    if (pieceStart < total) throw new RetryableError('The body ended early');
    return pieceStart;
  }

  /** The cover, for the story's card and page offline. Best effort: a story plays without it. */
  async function keepCover(owner: string, story: Story, signal: AbortSignal): Promise<void> {
    const key = story.coverImageUrl ? mediaKeyOf(story.coverImageUrl) : null;
    if (!story.coverImageUrl || !key) return;
    if (await db.mediaFiles.get([owner, key])) return;
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

  /** Removes what a stopped download left half-done: pieces, and chapters not verified. */
  async function dropUnfinished(owner: string, chapterIds: string[]): Promise<void> {
    await Promise.all(chapterIds.map((chapterId) => dropPieces(owner, chapterId)));
  }

  async function download(story: Story, chapterIds: string[] | 'all'): Promise<void> {
    const owner = requireOwner();
    if (runs.has(story.id)) return;
    const playable = playableChapters(story.chapters ?? []);
    const wanted = chapterIds === 'all' ? playable : playable.filter((c) => chapterIds.includes(c.id));
    const run: Run = { controller: new AbortController(), chapters: new Map(), shownPercent: 0 };
    runs.set(story.id, run);
    failures.delete(story.id);
    const plans: ChapterPlan[] = [];
    try {
      const existing = await db.downloads.get([owner, story.id]);
      await db.downloads.put({
        ownerId: owner,
        storyId: story.id,
        story,
        quality: deps.quality?.() ?? 'standard',
        chapterIds: [...new Set([...(existing?.chapterIds ?? []), ...wanted.map((chapter) => chapter.id)])],
        ...(existing?.downloadedAt ? { downloadedAt: existing.downloadedAt } : {}),
        updatedAt: now(),
      });
      for (const chapter of wanted) {
        const kept = (
          await db.mediaFiles.where('[ownerId+chapterId]').equals([owner, chapter.id]).toArray()
        )[0];
        if (await isIntact(kept)) {
          run.chapters.set(chapter.id, {
            chapterId: chapter.id,
            state: 'downloaded',
            bytesDone: kept!.bytes,
            bytesTotal: kept!.bytes,
          });
          continue;
        }
        run.chapters.set(chapter.id, { chapterId: chapter.id, state: 'queued', bytesDone: 0, bytesTotal: 0 });
      }
      await publish(story.id);
      // Sizes first, so the bar says "x MB of y MB" from the start.
      for (const chapter of wanted) {
        const live = run.chapters.get(chapter.id)!;
        if (live.state === 'downloaded') continue;
        const audio = await deps.chapterAudio(chapter.id, false);
        const key = mediaKeyOf(audio.audioUrl);
        if (!key) throw new DownloadError('NOT_READY', 'The chapter has no audio file');
        const bytes = audio.bytes ?? Number.NaN;
        if (!Number.isFinite(bytes)) throw new DownloadError('NOT_READY', 'The server did not say the size');
        live.bytesTotal = bytes;
        live.bytesDone = (await piecesOf(owner, chapter.id))
          .filter((piece) => piece.key === key)
          .reduce((sum, piece) => sum + piece.blob.size, 0);
        plans.push({ chapterId: chapter.id, audio: { ...audio, bytes }, key });
      }
      await publish(story.id);

      const cover = keepCover(owner, story, run.controller.signal);
      const queue = [...plans];
      const worker = async () => {
        for (let plan = queue.shift(); plan; plan = queue.shift()) {
          await fetchChapter(owner, story.id, plan, run);
          await publish(story.id);
        }
      };
      await Promise.all([...Array.from({ length: Math.min(CONCURRENCY, plans.length) }, worker), cover]);
      const row = await db.downloads.get([owner, story.id]);
      if (row)
        await db.downloads.put({ ...row, downloadedAt: new Date(now()).toISOString(), updatedAt: now() });
    } catch (error) {
      run.controller.abort();
      if (isAbort(error) || run.controller.signal.reason === 'cancelled') {
        // Cancelled: what was verified stays; what was arriving goes.
        await dropUnfinished(
          owner,
          plans.map((plan) => plan.chapterId),
        );
      } else if (isQuotaError(error)) {
        await dropUnfinished(
          owner,
          plans.map((plan) => plan.chapterId),
        );
        const remaining = [...run.chapters.values()]
          .filter((chapter) => chapter.state !== 'downloaded')
          .reduce((sum, chapter) => sum + chapter.bytesTotal, 0);
        failures.set(story.id, {
          code: 'QUOTA_EXCEEDED',
          neededBytes: remaining,
          freeBytes: await freeBytes(),
        });
      } else {
        const code = error instanceof DownloadError ? error.code : 'NETWORK';
        if (code === 'CHECKSUM')
          await dropUnfinished(
            owner,
            plans.map((plan) => plan.chapterId),
          );
        failures.set(story.id, { code });
      }
      if (!(await hasKeptFiles(owner, story.id)) && !(await hasPieces(owner, plans))) {
        await db.downloads.delete([owner, story.id]); // Nothing kept: no empty row left behind.
      }
    } finally {
      runs.delete(story.id);
      await publish(story.id);
    }
  }

  async function hasKeptFiles(owner: string, storyId: string): Promise<boolean> {
    const files = await db.mediaFiles.where('[ownerId+storyId]').equals([owner, storyId]).toArray();
    return files.some((file) => file.kind === 'audio');
  }

  async function hasPieces(owner: string, plans: ChapterPlan[]): Promise<boolean> {
    for (const plan of plans) if ((await piecesOf(owner, plan.chapterId)).length > 0) return true;
    return false;
  }

  async function remove(storyId: string): Promise<void> {
    const owner = requireOwner();
    cancel(storyId);
    const row = await db.downloads.get([owner, storyId]);
    await db.transaction('rw', db.downloads, db.mediaFiles, db.partials, async () => {
      await db.mediaFiles.where('[ownerId+storyId]').equals([owner, storyId]).delete();
      for (const chapterId of row?.chapterIds ?? []) {
        await db.partials.where('[ownerId+chapterId]').equals([owner, chapterId]).delete();
      }
      await db.downloads.delete([owner, storyId]);
    });
    failures.delete(storyId);
    await publish(storyId);
  }

  function cancel(storyId: string): void {
    runs.get(storyId)?.controller.abort('cancelled');
  }

  /** Every story this account keeps, newest first. */
  async function list(): Promise<StoryDownloadView[]> {
    const owner = deps.owner();
    if (!owner) return [];
    const rows = await db.downloads.where('ownerId').equals(owner).toArray();
    rows.sort((a, b) => b.updatedAt - a.updatedAt);
    return Promise.all(rows.map((row) => viewOf(row.storyId)));
  }

  /** The kept file of a chapter, if it is whole (checked before playing: eviction). */
  async function keptChapter(chapterId: string): Promise<MediaFileRow | undefined> {
    const owner = deps.owner();
    if (!owner) return undefined;
    const file = (await db.mediaFiles.where('[ownerId+chapterId]').equals([owner, chapterId]).toArray())[0];
    return (await isIntact(file)) ? file : undefined;
  }

  async function keptStory(storyId: string): Promise<Story | undefined> {
    const owner = deps.owner();
    if (!owner) return undefined;
    return (await db.downloads.get([owner, storyId]))?.story;
  }

  async function keptBytes(): Promise<number> {
    const owner = deps.owner();
    if (!owner) return 0;
    let sum = 0;
    await db.mediaFiles
      .where('ownerId')
      .equals(owner)
      .each((file) => (sum += file.bytes));
    return sum;
  }

  /**
   * Removes the kept stories the server says are gone (deleted on another device); answers their
   * titles, for a notice. A story whose state cannot be known (offline, a server error) stays.
   */
  async function forgetDeleted(isGone: (storyId: string) => Promise<boolean>): Promise<string[]> {
    const owner = deps.owner();
    if (!owner) return [];
    const removed: string[] = [];
    for (const row of await db.downloads.where('ownerId').equals(owner).toArray()) {
      if (runs.has(row.storyId) || !(await isGone(row.storyId).catch(() => false))) continue;
      await remove(row.storyId);
      removed.push(row.story.title);
    }
    return removed;
  }

  return {
    forgetDeleted,
    downloadStory: (story: Story) => download(story, 'all'),
    downloadChapter: (story: Story, chapterId: string) => download(story, [chapterId]),
    cancel,
    remove,
    async removeAll(): Promise<void> {
      for (const view of await list()) await remove(view.storyId);
    },
    list,
    viewOf,
    publish,
    keptChapter,
    keptStory,
    keptBytes,
    isRunning: (storyId: string) => runs.has(storyId),
  };
}

class ExpiredUrl extends Error {}
class StartOver extends Error {}

export type DownloadEngine = ReturnType<typeof createDownloadEngine>;
