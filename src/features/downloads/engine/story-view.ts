import { playableChapters } from '@/contract/audio-status';
import type { DownloadRow, MediaFileRow } from '@/lib/db/db';
import { emptyDownloadView, type ChapterDownloadView, type StoryDownloadView } from '../download-model';

// What the screens show of one story, from what the device holds and the download running now. Pure:
// the engine reads the database (and checks each kept file is whole) and hands the facts over.

export type DownloadFailure = NonNullable<StoryDownloadView['error']>;

export interface StoryFacts {
  storyId: string;
  row: DownloadRow | undefined;
  /** The story's files on the device: audio and cover. */
  files: MediaFileRow[];
  /** Chapters whose kept file is whole (row, size, a readable first byte). */
  intact: ReadonlySet<string>;
  /** Bytes of each chapter already in pieces (a download to resume). */
  arrived: ReadonlyMap<string, number>;
  /**
   * The download running now: its chapters as they stand, and the highest percent shown so far with
   * the total it was shown of.
   */
  run?: { chapters: ReadonlyMap<string, ChapterDownloadView>; shownPercent: number; shownTotal?: number };
  failure?: DownloadFailure;
}

/** The chapters the row says were verified and kept (a row from before the list: all, once done). */
export function keptChapterIdsOf(row: DownloadRow): string[] {
  return row.keptChapterIds ?? (row.downloadedAt ? row.chapterIds : []);
}

function chapterAtRest(chapterId: string, facts: StoryFacts, kept: ReadonlySet<string>): ChapterDownloadView {
  const file = facts.files.find((one) => one.kind === 'audio' && one.chapterId === chapterId);
  if (file && facts.intact.has(chapterId)) {
    return { chapterId, state: 'downloaded', bytesDone: file.bytes, bytesTotal: file.bytes };
  }
  const arrived = facts.arrived.get(chapterId) ?? 0;
  // Kept once and gone since (evicted, cleared, broken): never a play button that fails.
  const state = kept.has(chapterId) || file ? 'needs-download' : 'none';
  return { chapterId, state, bytesDone: arrived, bytesTotal: 0 };
}

export function storyView(facts: StoryFacts): StoryDownloadView {
  const { storyId, row, run, failure } = facts;
  if (!row && !run) {
    return failure
      ? { ...emptyDownloadView(storyId), state: 'failed', error: failure }
      : emptyDownloadView(storyId);
  }
  const kept = new Set(row ? keptChapterIdsOf(row) : []);
  const chapters: Record<string, ChapterDownloadView> = {};
  for (const chapterId of new Set([...(row?.chapterIds ?? []), ...kept])) {
    chapters[chapterId] = chapterAtRest(chapterId, facts, kept);
  }
  for (const [chapterId, live] of run?.chapters ?? []) chapters[chapterId] = { ...live };

  const list = Object.values(chapters);
  const bytesDone = list.reduce((sum, chapter) => sum + chapter.bytesDone, 0);
  // While a chapter's size is still being asked, the total is not known: the bar says "preparing"
  // rather than a percent of the chapters already kept.
  const sizing = [...(run?.chapters.values() ?? [])].some(
    (chapter) => chapter.state === 'queued' && chapter.bytesTotal === 0,
  );
  const bytesTotal = sizing
    ? 0
    : list.reduce((sum, chapter) => sum + Math.max(chapter.bytesTotal, chapter.bytesDone), 0);
  const playable = row ? playableChapters(row.story.chapters ?? []).map((chapter) => chapter.id) : [];
  const allKept = playable.length > 0 && playable.every((id) => chapters[id]?.state === 'downloaded');
  const missing = list.some((chapter) => chapter.state === 'needs-download');

  let percent = bytesTotal === 0 ? 0 : Math.floor((bytesDone / bytesTotal) * 100);
  // While a download runs the bar never moves back over the same total, and shows 100 only once it is
  // over.
  if (run) {
    percent = Math.min(percent, 99);
    if (run.shownTotal === bytesTotal) percent = Math.max(run.shownPercent, percent);
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
    sizeBytes: facts.files.reduce((sum, file) => sum + file.bytes, 0),
    quality: row?.quality ?? 'standard',
    ...(row ? { story: row.story } : {}),
    ...(row?.downloadedAt ? { downloadedAt: row.downloadedAt } : {}),
  };
}
