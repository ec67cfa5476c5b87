import type { ChapterAudio } from '@/contract/story';
import type { FablecastDb, MediaFileRow, PartialRow } from '@/lib/db/db';
import { mediaKeyOf, type ChapterDownloadView, type DownloadQuality } from '../download-model';
import { DownloadError, ExpiredUrl, isQuotaError, RetryableError, StartOver } from './download-errors';

// One chapter from the network to the device (ADR 024). The file is asked for with
// `Range: bytes=<kept>-` and its body read as a stream, written to `partials` in pieces of ~256 KB as
// it arrives: a download cut off — by the network, a closed tab, a crash — goes on from its last piece.
// When every byte is there the pieces are joined, counted and hashed, and the verified file replaces
// them in one transaction: a chapter is kept whole or not at all. No fetch is awaited inside a
// transaction (IndexedDB would commit it under our feet).

/** A chapter's audio whose size the server said. */
export type SizedAudio = ChapterAudio & { bytes: number };

export interface TransferDeps {
  db: FablecastDb;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** GET /chapters/{id}/audio, or /audio-url when `renew` (after a 403 from /media). */
  chapterAudio: (chapterId: string, renew: boolean, quality: DownloadQuality) => Promise<ChapterAudio>;
  sha256: (data: ArrayBuffer) => Promise<string>;
  /** Waits, or stops waiting when the download is cancelled. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  random: () => number;
  now: () => number;
  pieceBytes: number;
  /** Tries in a row that bring no new byte before the chapter gives up. */
  maxAttempts: number;
  backoffMs: number;
}

export interface ChapterJob {
  owner: string;
  storyId: string;
  chapterId: string;
  quality: DownloadQuality;
  audio: SizedAudio;
  signal: AbortSignal;
  /** What the screens show of this chapter, updated as bytes arrive. */
  live: ChapterDownloadView;
  onProgress: () => void;
}

/** The size and /media key of a chapter's audio; NOT_READY when the server did not say them. */
export function sizedAudio(audio: ChapterAudio): { audio: SizedAudio; key: string } {
  const key = mediaKeyOf(audio.audioUrl);
  if (!key) throw new DownloadError('NOT_READY', 'The chapter has no audio file');
  if (typeof audio.bytes !== 'number' || !Number.isFinite(audio.bytes) || audio.bytes <= 0) {
    throw new DownloadError('NOT_READY', 'The server did not say how big the file is');
  }
  return { audio: { ...audio, bytes: audio.bytes }, key };
}

/** Exponential backoff with jitter: base × 2^(n-1), between half and one and a half of it. */
export function backoffDelay(failures: number, baseMs: number, random: () => number): number {
  return baseMs * 2 ** (failures - 1) * (0.5 + random());
}

async function piecesOf(db: FablecastDb, owner: string, chapterId: string): Promise<PartialRow[]> {
  const pieces = await db.partials.where('[ownerId+chapterId]').equals([owner, chapterId]).toArray();
  return pieces.sort((a, b) => a.offset - b.offset);
}

export async function dropPieces(db: FablecastDb, owner: string, chapterId: string): Promise<void> {
  await db.partials.where('[ownerId+chapterId]').equals([owner, chapterId]).delete();
}

/**
 * Where a chapter's download goes on from: the bytes kept in pieces of this very file, end to end.
 * Pieces of another file (new audio, another quality) or with a hole are dropped: from byte 0.
 */
export async function resumePoint(
  db: FablecastDb,
  owner: string,
  chapterId: string,
  key: string,
): Promise<number> {
  let end = 0;
  for (const piece of await piecesOf(db, owner, chapterId)) {
    if (piece.key !== key || piece.offset !== end) {
      await dropPieces(db, owner, chapterId);
      return 0;
    }
    end += piece.blob.size;
  }
  return end;
}

export function createChapterTransfer(deps: TransferDeps) {
  const { db } = deps;

  /** One request from `stored`: pieces are written as the body arrives; `progress.stored` follows them. */
  async function receive(
    job: ChapterJob,
    key: string,
    url: string,
    progress: { stored: number },
  ): Promise<void> {
    const { owner, chapterId, live, signal } = job;
    const total = job.audio.bytes;
    const response = await deps
      .fetch(url, { headers: { Range: `bytes=${progress.stored}-` }, signal, cache: 'no-store' })
      .catch((error: unknown) => {
        throw signal.aborted ? error : new RetryableError(String(error));
      });
    if (response.status === 403) throw new ExpiredUrl();
    if (response.status === 404 || response.status === 410)
      throw new DownloadError('NOT_FOUND', 'The file is gone');
    if (response.status === 416) throw new StartOver();
    if (response.status === 200 && progress.stored > 0) {
      // The whole file came back instead of the rest: read it from byte 0.
      await dropPieces(db, owner, chapterId);
      progress.stored = 0;
    } else if (response.status === 206) {
      const start = Number(/^bytes (\d+)-/.exec(response.headers.get('content-range') ?? '')?.[1]);
      if (start !== progress.stored) throw new StartOver();
    } else if (response.status !== 200) {
      throw new RetryableError(`HTTP ${response.status}`);
    }
    if (!response.body) throw new RetryableError('No body');

    const reader = response.body.getReader();
    let buffered: Uint8Array[] = [];
    let bufferedBytes = 0;
    const writePiece = async () => {
      if (bufferedBytes === 0) return;
      const blob = new Blob(buffered as BlobPart[]);
      await db.partials.add({ ownerId: owner, chapterId, key, offset: progress.stored, blob });
      progress.stored += bufferedBytes;
      buffered = [];
      bufferedBytes = 0;
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffered.push(value);
        bufferedBytes += value.byteLength;
        if (progress.stored + bufferedBytes > total) throw new StartOver(); // Longer than the file.
        live.bytesDone = progress.stored + bufferedBytes;
        job.onProgress();
        if (bufferedBytes >= deps.pieceBytes) await writePiece();
      }
      await writePiece();
    } catch (error) {
      const keepable = !signal.aborted && !isQuotaError(error) && !(error instanceof StartOver);
      // What arrived whole before the cut is kept: the next request asks for the rest.
      if (keepable) await writePiece();
      live.bytesDone = progress.stored;
      reader.cancel().catch(() => undefined); // Lets the connection go.
      throw keepable ? new RetryableError(String(error)) : error;
    }
    live.bytesDone = progress.stored;
    if (progress.stored < total) throw new RetryableError('The body ended early');
  }

  /** Joins the pieces and keeps the file if its size and checksum are the server's; false otherwise. */
  async function keepIfWhole(job: ChapterJob, key: string): Promise<boolean> {
    const { owner, storyId, chapterId, audio, live } = job;
    live.state = 'verifying';
    job.onProgress();
    const pieces = await piecesOf(db, owner, chapterId);
    const blob = new Blob(
      pieces.map((piece) => piece.blob),
      { type: 'audio/mpeg' },
    );
    // An older server publishes no checksum: the byte count alone then.
    const sha256 = audio.sha256 ? await deps.sha256(await blob.arrayBuffer()) : undefined;
    if (blob.size !== audio.bytes || (audio.sha256 && sha256 !== audio.sha256.toLowerCase())) {
      await dropPieces(db, owner, chapterId);
      return false;
    }
    const file: MediaFileRow = {
      ownerId: owner,
      key,
      storyId,
      chapterId,
      kind: 'audio',
      contentType: 'audio/mpeg',
      bytes: audio.bytes,
      ...(sha256 ? { sha256 } : {}),
      quality: audio.quality ?? job.quality,
      blob,
      storedAt: deps.now(),
    };
    await db.transaction('rw', db.mediaFiles, db.partials, db.downloads, async () => {
      // Another file of this chapter (another quality, older audio) gives way to this one.
      await db.mediaFiles
        .where('[ownerId+chapterId]')
        .equals([owner, chapterId])
        .filter((other) => other.key !== key)
        .delete();
      await db.mediaFiles.put(file);
      await db.partials.where('[ownerId+chapterId]').equals([owner, chapterId]).delete();
      const row = await db.downloads.get([owner, storyId]);
      if (row) {
        const kept = new Set([...(row.keptChapterIds ?? []), chapterId]);
        await db.downloads.put({ ...row, keptChapterIds: [...kept], updatedAt: deps.now() });
      }
    });
    live.state = 'downloaded';
    live.bytesDone = audio.bytes;
    return true;
  }

  /** The renewed URL; when it names another file, that file from byte 0. */
  async function renewUrl(
    job: ChapterJob,
    key: string,
  ): Promise<{ key: string; url: string; changed: boolean }> {
    const renewed = await deps.chapterAudio(job.chapterId, true, job.quality);
    const renewedKey = mediaKeyOf(renewed.audioUrl);
    if (renewedKey === key && (renewed.bytes === undefined || renewed.bytes === job.audio.bytes)) {
      return { key, url: renewed.audioUrl, changed: false };
    }
    const next = sizedAudio(renewed);
    job.audio = next.audio;
    job.live.bytesTotal = next.audio.bytes;
    return { key: next.key, url: next.audio.audioUrl, changed: true };
  }

  /**
   * Fetches a chapter from its last kept byte, verifies it and keeps it. Throws a DownloadError
   * (NETWORK after `maxAttempts` tries in a row with no new byte, CHECKSUM after two mismatches,
   * NOT_FOUND), a quota error, or the abort of a cancelled download.
   */
  async function transfer(job: ChapterJob, startKey: string): Promise<void> {
    const { owner, chapterId, live, signal } = job;
    let key = startKey;
    let url = job.audio.audioUrl;
    const progress = { stored: await resumePoint(db, owner, chapterId, key) };
    let renew = false;
    let failures = 0;
    let checksumRetried = false;
    live.state = 'downloading';
    live.bytesDone = progress.stored;
    live.bytesTotal = job.audio.bytes;
    job.onProgress();

    for (;;) {
      signal.throwIfAborted();
      if (!renew && progress.stored >= job.audio.bytes) {
        if (await keepIfWhole(job, key)) return;
        if (checksumRetried) throw new DownloadError('CHECKSUM', 'The chapter did not arrive intact twice');
        checksumRetried = true; // Discarded: fetched once more from byte 0.
        progress.stored = 0;
        live.state = 'downloading';
        live.bytesDone = 0;
        continue;
      }
      const before = progress.stored;
      try {
        if (renew) {
          const renewed = await renewUrl(job, key);
          if (renewed.changed) {
            await dropPieces(db, owner, chapterId);
            progress.stored = 0;
            live.bytesDone = 0;
          }
          ({ key, url } = renewed);
          renew = false;
        }
        await receive(job, key, url, progress);
      } catch (error) {
        if (signal.aborted || isQuotaError(error) || error instanceof DownloadError) throw error;
        if (error instanceof ExpiredUrl) renew = true;
        if (error instanceof StartOver) {
          await dropPieces(db, owner, chapterId);
          progress.stored = 0;
          live.bytesDone = 0;
        }
        failures = progress.stored > before ? 1 : failures + 1;
        if (failures >= deps.maxAttempts)
          throw new DownloadError('NETWORK', `Gave up after ${failures} tries`);
        // A renewed URL is asked for at once; anything else waits a little longer each time.
        if (!(error instanceof ExpiredUrl)) {
          await deps.sleep(backoffDelay(failures, deps.backoffMs, deps.random), signal);
        }
      }
    }
  }

  return { transfer };
}
