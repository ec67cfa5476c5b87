import type { ReadAlong } from '@/contract/read-along';
import type { ChapterAudio, Story } from '@/contract/story';
import type { DownloadRow, FablecastDb } from '@/lib/db/db';
import type { ChapterDownloadView, DownloadQuality } from '../download-model';
import { backoffDelay, dropPieces, resumePoint, sizedAudio, type ChapterJob } from './chapter-transfer';
import { DownloadError, isQuotaError } from './download-errors';
import type { createSlots } from './download-slots';
import { audioFileOf, forgetIfEmpty, isIntact, keepCover } from './kept-files';
import { keptChapterIdsOf, type DownloadFailure } from './story-view';

// One story's download, from the click to kept (download-engine.ts runs it): the story's row first,
// then every chapter's size (so the bar says "x MB of y MB" from the start), then the chapters through
// the shared slots and the cover beside them. A chapter that fails does not stop the others; a full
// device stops them all and leaves nothing half-written; a cancel leaves nothing still arriving.

export const CANCELLED = 'cancelled';

export interface Run {
  controller: AbortController;
  chapterIds: ReadonlySet<string>;
  chapters: Map<string, ChapterDownloadView>;
  /** The highest percent shown during this run, and of what total: the bar never moves back. */
  shownPercent: number;
  shownTotal?: number;
  done: Promise<void>;
}

export interface RunContext {
  db: FablecastDb;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  chapterAudio: (chapterId: string, renew: boolean, quality: DownloadQuality) => Promise<ChapterAudio>;
  /** GET /chapters/{id}/read-along; absent, no read-along is kept. */
  readAlong?: (chapterId: string, signal: AbortSignal) => Promise<ReadAlong>;
  estimate: () => Promise<{ usage?: number; quota?: number }>;
  quality: () => DownloadQuality;
  now: () => number;
  retry: {
    sleep: (ms: number, signal: AbortSignal) => Promise<void>;
    random: () => number;
    maxAttempts: number;
    backoffMs: number;
  };
  transfer: (job: ChapterJob, key: string) => Promise<void>;
  slots: ReturnType<typeof createSlots>;
  publish: (storyId: string) => Promise<void>;
  publishSoon: (storyId: string) => void;
  /** Why each story's last download stopped, for the screens. */
  failures: Map<string, DownloadFailure>;
}

/** One chapter's URL and size (retried like a transfer), and the bytes kept of it so far. */
async function plan(
  ctx: RunContext,
  owner: string,
  chapterId: string,
  quality: DownloadQuality,
  signal: AbortSignal,
) {
  const { sleep, random, maxAttempts, backoffMs } = ctx.retry;
  for (let failuresInARow = 1; ; failuresInARow += 1) {
    signal.throwIfAborted();
    try {
      const { audio, key } = sizedAudio(await ctx.chapterAudio(chapterId, false, quality));
      return { audio, key, stored: await resumePoint(ctx.db, owner, chapterId, key) };
    } catch (error) {
      if (error instanceof DownloadError || failuresInARow >= maxAttempts || signal.aborted) throw error;
      await sleep(backoffDelay(failuresInARow, backoffMs, random), signal);
    }
  }
}

/** The story's row, with the chapters now asked for added to those asked before. */
async function keepStoryRow(
  ctx: RunContext,
  owner: string,
  story: Story,
  wanted: string[],
  quality: DownloadQuality,
) {
  const existing = await ctx.db.downloads.get([owner, story.id]);
  const row: DownloadRow = {
    ownerId: owner,
    storyId: story.id,
    story,
    quality,
    chapterIds: [...new Set([...(existing?.chapterIds ?? []), ...wanted])],
    keptChapterIds: existing ? keptChapterIdsOf(existing) : [],
    ...(existing?.downloadedAt ? { downloadedAt: existing.downloadedAt } : {}),
    ...(existing?.readAlongs ? { readAlongs: existing.readAlongs } : {}),
    updatedAt: ctx.now(),
  };
  await ctx.db.downloads.put(row);
}

/**
 * The chapters' read-along, beside their audio (issue 15): fetched for each chapter asked for that has
 * none kept yet, so a chapter kept before read-along existed gets it with the next download. Best
 * effort: without it the Read tab shows the story's text, without highlighting.
 */
async function keepReadAlongs(
  ctx: RunContext,
  owner: string,
  storyId: string,
  wanted: string[],
  renew: ReadonlySet<string>,
  signal: AbortSignal,
) {
  const { readAlong } = ctx;
  if (!readAlong) return;
  const kept = (await ctx.db.downloads.get([owner, storyId]))?.readAlongs ?? {};
  const fetched = await Promise.all(
    wanted
      .filter((id) => !kept[id] || renew.has(id))
      .map((id) => readAlong(id, signal).catch(() => undefined)),
  );
  const arrived = fetched.filter((one): one is ReadAlong => one !== undefined);
  if (arrived.length === 0 || signal.aborted) return;
  await ctx.db.transaction('rw', ctx.db.downloads, async () => {
    const row = await ctx.db.downloads.get([owner, storyId]);
    if (!row) return;
    const readAlongs = { ...row.readAlongs };
    for (const one of arrived) readAlongs[one.chapterId] = one;
    await ctx.db.downloads.put({ ...row, readAlongs });
  });
}

async function freeBytes(ctx: RunContext): Promise<number> {
  const { usage = 0, quota = 0 } = await ctx.estimate().catch(() => ({ usage: 0, quota: 0 }));
  return Math.max(0, quota - usage);
}

/**
 * Stops before the first byte when the browser says the rest of the story will not fit (its quota,
 * less what the site uses): nothing is fetched for nothing. A browser that gives no quota lets the
 * writes decide (a QuotaExceededError stops the download the same way).
 */
async function checkRoom(ctx: RunContext, remaining: number[]): Promise<void> {
  const { usage = 0, quota = 0 } = await ctx.estimate().catch(() => ({ usage: 0, quota: 0 }));
  const needed = remaining.reduce((sum, bytes) => sum + Math.max(0, bytes), 0);
  if (quota > 0 && needed > quota - usage) {
    throw new DOMException('The story does not fit in the space left on this device', 'QuotaExceededError');
  }
}

/** A download that did not finish: what it leaves, and what the screens say. */
async function stopped(
  ctx: RunContext,
  owner: string,
  storyId: string,
  run: Run,
  error: unknown,
): Promise<void> {
  const unfinished = [...run.chapters.values()].filter((chapter) => chapter.state !== 'downloaded');
  const cancelled = run.controller.signal.reason === CANCELLED;
  const full = isQuotaError(error) || isQuotaError(run.controller.signal.reason);
  if (cancelled || full) {
    // Nothing still arriving stays; verified chapters do (each is whole).
    await Promise.all(unfinished.map((chapter) => dropPieces(ctx.db, owner, chapter.chapterId)));
  }
  if (full) {
    ctx.failures.set(storyId, {
      code: 'QUOTA_EXCEEDED',
      neededBytes: unfinished.reduce((sum, chapter) => sum + chapter.bytesTotal, 0),
      freeBytes: await freeBytes(ctx),
    });
  } else if (!cancelled) {
    ctx.failures.set(storyId, { code: error instanceof DownloadError ? error.code : 'NETWORK' });
  }
  await forgetIfEmpty(ctx.db, owner, storyId);
}

export async function runDownload(
  ctx: RunContext,
  owner: string,
  story: Story,
  wanted: string[],
  run: Run,
  /** Chapters kept already that changed on the server: fetched again, audio and read-along. */
  renew: ReadonlySet<string> = new Set(),
): Promise<void> {
  const { db } = ctx;
  const { signal } = run.controller;
  const quality = ctx.quality();
  try {
    for (const chapterId of wanted) {
      const kept = await audioFileOf(db, owner, chapterId);
      run.chapters.set(
        chapterId,
        !renew.has(chapterId) && (await isIntact(kept))
          ? { chapterId, state: 'downloaded', bytesDone: kept!.bytes, bytesTotal: kept!.bytes }
          : { chapterId, state: 'queued', bytesDone: 0, bytesTotal: 0 },
      );
    }
    await ctx.publish(story.id);

    // Sizes first, so the bar says "x MB of y MB" from the start.
    const queued = wanted.filter((id) => run.chapters.get(id)?.state === 'queued');
    const jobs: { job: ChapterJob; key: string }[] = await Promise.all(
      queued.map(async (chapterId) => {
        const { audio, key, stored } = await plan(ctx, owner, chapterId, quality, signal);
        const live = run.chapters.get(chapterId)!;
        Object.assign(live, { bytesTotal: audio.bytes, bytesDone: stored });
        const onProgress = () => ctx.publishSoon(story.id);
        return {
          job: { owner, storyId: story.id, chapterId, quality, audio, signal, live, onProgress },
          key,
        };
      }),
    );
    await ctx.publish(story.id);
    await checkRoom(
      ctx,
      jobs.map(({ job }) => job.audio.bytes - job.live.bytesDone),
    );
    // Written once the sizes are known: a device too full even for this row still says how much
    // the story needs.
    await keepStoryRow(ctx, owner, story, wanted, quality);

    const stopOnFullDevice = (error: unknown) => {
      if (isQuotaError(error)) run.controller.abort(error);
      throw error;
    };
    // The cover, for the story's card and page offline: best effort, except a full device.
    const cover = keepCover(db, owner, story, ctx.fetch, { signal, now: ctx.now() }).catch(
      (error: unknown) => {
        if (isQuotaError(error)) stopOnFullDevice(error);
      },
    );
    const results = await Promise.allSettled([
      cover,
      keepReadAlongs(ctx, owner, story.id, wanted, renew, signal).catch((error: unknown) => {
        if (isQuotaError(error)) stopOnFullDevice(error);
      }),
      ...jobs.map(({ job, key }) =>
        ctx.slots.run(() => ctx.transfer(job, key), signal).catch(stopOnFullDevice),
      ),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw signal.aborted ? signal.reason : failed.reason;
    const done = await db.downloads.get([owner, story.id]);
    if (done) {
      await db.downloads.put({
        ...done,
        downloadedAt: new Date(ctx.now()).toISOString(),
        updatedAt: ctx.now(),
      });
    }
  } catch (error) {
    run.controller.abort(signal.aborted ? signal.reason : error);
    await stopped(ctx, owner, story.id, run, error);
  }
}
