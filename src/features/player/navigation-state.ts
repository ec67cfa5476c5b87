import type { PlayerChapter, PlayerSession } from './player-types';

// What a screen hands the player when it opens it (S§2): navigate('/player', { state }). History state
// outlives the code that wrote it (a reload, an old tab), so it is read with care.

export interface PlayerNavigation {
  storyId: string;
  /** '' when none was passed: the screen shows a placeholder. */
  storyTitle: string;
  chapters: PlayerChapter[];
  chapterId: string;
  /** The story's chapters in all, ready or not (a story still being narrated has more to come). */
  chapterCount?: number;
  /** Kept in the history entry, so that a reload of /player still shows the cover. */
  coverUrl?: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function readChapter(value: unknown): PlayerChapter | null {
  if (!isRecord(value)) return null;
  const { id, title, order, duration } = value;
  if (typeof id !== 'string' || typeof order !== 'number') return null;
  return {
    id,
    title: typeof title === 'string' ? title : '',
    order,
    duration: typeof duration === 'number' && duration > 0 ? duration : 0,
  };
}

/** The navigation state, or null when it is missing or unusable. */
export function readPlayerNavigation(state: unknown): PlayerNavigation | null {
  if (!isRecord(state)) return null;
  const { storyId, storyTitle, chapters, chapterId, chapterCount, coverUrl } = state;
  if (typeof storyId !== 'string' || typeof chapterId !== 'string' || !Array.isArray(chapters)) return null;
  const list = chapters
    .map(readChapter)
    .filter((chapter): chapter is PlayerChapter => chapter !== null)
    .sort((a, b) => a.order - b.order);
  if (!list.some((chapter) => chapter.id === chapterId)) return null;
  return {
    storyId,
    storyTitle: typeof storyTitle === 'string' ? storyTitle : '',
    chapters: list,
    chapterId,
    ...(typeof chapterCount === 'number' && Number.isInteger(chapterCount) && chapterCount > 0
      ? { chapterCount }
      : {}),
    ...(typeof coverUrl === 'string' && coverUrl !== '' ? { coverUrl } : {}),
  };
}

/** The session to play: the navigation state, the listener, and the cover (else the one the store knows). */
export function sessionFromNavigation(
  navigation: PlayerNavigation,
  listener: { userId: string; childId: string | null; autoplayNext: boolean },
  current: PlayerSession | null,
): PlayerSession {
  return {
    storyId: navigation.storyId,
    storyTitle: navigation.storyTitle,
    coverUrl: navigation.coverUrl ?? (current?.storyId === navigation.storyId ? current.coverUrl : null),
    chapters: navigation.chapters,
    ...(navigation.chapterCount === undefined ? {} : { chapterCount: navigation.chapterCount }),
    ...listener,
  };
}
