import type { Story } from '@/contract/story';
import type { FablecastDb, MediaFileRow } from '@/lib/db/db';
import { mediaKeyOf } from '../download-model';
import type { StoryFacts } from './story-view';

// What one account keeps on the device, read and removed: every function takes the account first,
// and no read or write reaches another account's rows (a shared tablet).

/** A kept file is there and whole: its row, the right size, and a readable first byte. */
export async function isIntact(file: MediaFileRow | undefined): Promise<boolean> {
  if (!file || !(file.blob instanceof Blob) || file.blob.size !== file.bytes) return false;
  try {
    await file.blob.slice(0, 1).arrayBuffer();
    return true;
  } catch {
    return false; // The browser lost the file behind the row (cleared or evicted storage).
  }
}

export async function audioFileOf(
  db: FablecastDb,
  owner: string,
  chapterId: string,
): Promise<MediaFileRow | undefined> {
  const files = await db.mediaFiles.where('[ownerId+chapterId]').equals([owner, chapterId]).toArray();
  return files.find((file) => file.kind === 'audio');
}

/** The story's row, files (each audio file checked whole) and the bytes of pieces still to resume. */
export async function storyFacts(
  db: FablecastDb,
  owner: string,
  storyId: string,
): Promise<Pick<StoryFacts, 'row' | 'files' | 'intact' | 'arrived'>> {
  const [row, files] = await Promise.all([
    db.downloads.get([owner, storyId]),
    db.mediaFiles.where('[ownerId+storyId]').equals([owner, storyId]).toArray(),
  ]);
  const intact = new Set<string>();
  for (const file of files) {
    if (file.kind === 'audio' && file.chapterId && (await isIntact(file))) intact.add(file.chapterId);
  }
  const arrived = new Map<string, number>();
  const pieces = await db.partials
    .where('[ownerId+chapterId]')
    .anyOf((row?.chapterIds ?? []).map((chapterId) => [owner, chapterId]))
    .toArray();
  for (const piece of pieces)
    arrived.set(piece.chapterId, (arrived.get(piece.chapterId) ?? 0) + piece.blob.size);
  return { row, files, intact, arrived };
}

/**
 * Keeps a story's cover (a drawn SVG under /media) so its card and page show it offline, once per
 * account. Nothing when the cover is bigger than `maxBytes`. Throws what the network or the device did.
 */
export async function keepCover(
  db: FablecastDb,
  owner: string,
  story: Story,
  fetchFile: (url: string, init: RequestInit) => Promise<Response>,
  {
    signal,
    maxBytes = Infinity,
    now = Date.now(),
  }: { signal?: AbortSignal; maxBytes?: number; now?: number },
): Promise<void> {
  const key = story.coverImageUrl ? mediaKeyOf(story.coverImageUrl) : null;
  if (!story.coverImageUrl || !key || (await db.mediaFiles.get([owner, key]))) return;
  const response = await fetchFile(story.coverImageUrl, signal ? { signal } : {});
  if (!response.ok || Number(response.headers.get('content-length') ?? 0) > maxBytes) return;
  const blob = await response.blob();
  if (blob.size > maxBytes) return;
  await db.mediaFiles.put({
    ownerId: owner,
    key,
    storyId: story.id,
    kind: 'cover',
    contentType: response.headers.get('content-type') ?? 'image/svg+xml',
    bytes: blob.size,
    blob,
    storedAt: now,
  });
}

/** Deletes a kept story: its row, audio, pieces, and its cover unless the story cache still shows it. */
export async function removeStory(db: FablecastDb, owner: string, storyId: string): Promise<void> {
  const row = await db.downloads.get([owner, storyId]);
  const cached = await db.storyCache.get([owner, storyId]);
  await db.transaction('rw', db.downloads, db.mediaFiles, db.partials, async () => {
    await db.mediaFiles
      .where('[ownerId+storyId]')
      .equals([owner, storyId])
      .filter((file) => file.kind === 'audio' || !cached)
      .delete();
    await db.partials
      .where('[ownerId+chapterId]')
      .anyOf((row?.chapterIds ?? []).map((chapterId) => [owner, chapterId]))
      .delete();
    await db.downloads.delete([owner, storyId]);
  });
}

/** A story with no chapter kept and nothing to resume leaves no row (nor a cover nobody shows). */
export async function forgetIfEmpty(db: FablecastDb, owner: string, storyId: string): Promise<void> {
  const { files, arrived } = await storyFacts(db, owner, storyId);
  if (files.some((file) => file.kind === 'audio') || arrived.size > 0) return;
  await removeStory(db, owner, storyId);
}

/** Bytes the account's downloads take: kept files and pieces still arriving. */
export async function keptBytesOf(db: FablecastDb, owner: string): Promise<number> {
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
}
