// S§4 audio-status derivation, without zod: the app's screens import it (DESIGN's first-load budget).

export type DerivedAudioStatus = 'pending' | 'processing' | 'completed' | 'failed';

/**
 * S§4 client audio status: failed if any chapter errored; completed if every chapter is ready and there
 * is at least one; processing if any is generating audio; otherwise pending. Progress is the rounded
 * share of ready chapters (0 with none, at most 100).
 */
export function deriveAudioStatus(statuses: readonly string[]): {
  status: DerivedAudioStatus;
  progress: number;
} {
  const total = statuses.length;
  const ready = statuses.filter((status) => status === 'ready').length;
  const progress = total === 0 ? 0 : Math.min(100, Math.round((ready / total) * 100));
  if (statuses.includes('error')) return { status: 'failed', progress };
  if (total > 0 && ready === total) return { status: 'completed', progress };
  if (statuses.includes('generating-audio')) return { status: 'processing', progress };
  return { status: 'pending', progress };
}

/** A chapter as the player takes it: what it needs to play one (S§2 player navigation state). */
export interface PlayableChapter {
  id: string;
  title: string;
  order: number;
  duration: number;
}

/**
 * The chapters that can be played now: the ready ones (S§3: only they have audio), in order. The one
 * rule for the story page, the generating screen and the player.
 */
export function playableChapters(
  chapters: readonly (PlayableChapter & { status: string })[],
): PlayableChapter[] {
  return chapters
    .filter((chapter) => chapter.status === 'ready')
    .sort((a, b) => a.order - b.order)
    .map(({ id, title, order, duration }) => ({ id, title, order, duration }));
}

/** True while chapters of the story are still to be written or narrated (more may become ready). */
export function isNarrating(story: {
  status: string;
  chapterCount: number;
  chapters?: readonly { status: string }[] | undefined;
}): boolean {
  const chapters = story.chapters ?? [];
  if (story.status === 'generating' && chapters.length < story.chapterCount) return true;
  return chapters.some((chapter) => chapter.status === 'pending' || chapter.status === 'generating-audio');
}
