import type { PlayerChapter, PlayerSession } from './player-types';

// A story can be heard while it is still being narrated (the generating screen offers its first
// chapter): the player then holds fewer chapters than the story has, and picks up the ones that become
// ready later (S§4 auto-advance, next).

/** True while the story has chapters the session does not hold yet. */
export function awaitsChapters(session: PlayerSession): boolean {
  return session.chapterCount !== undefined && session.chapters.length < session.chapterCount;
}

/**
 * The session with the newly ready chapters added in order, or null when nothing changed. The chapters
 * it holds stay as they are (the one playing keeps its identity).
 */
export function withReadyChapters(
  session: PlayerSession,
  fresh: readonly PlayerChapter[],
  chapterCount?: number,
): PlayerSession | null {
  const known = new Set(session.chapters.map((chapter) => chapter.id));
  const added = fresh.filter((chapter) => !known.has(chapter.id));
  const count = chapterCount ?? session.chapterCount;
  if (added.length === 0 && count === session.chapterCount) return null;
  return {
    ...session,
    chapters: [...session.chapters, ...added].sort((a, b) => a.order - b.order),
    ...(count === undefined ? {} : { chapterCount: count }),
  };
}

/** The chapter's place in the story: its order, out of the story's chapter count. */
export function chapterPlace(session: PlayerSession, chapterId: string): { current: number; total: number } {
  const chapter = session.chapters.find((one) => one.id === chapterId);
  const highestOrder = session.chapters.reduce((highest, one) => Math.max(highest, one.order), 0);
  return {
    current: chapter?.order ?? 0,
    total: Math.max(session.chapterCount ?? 0, highestOrder, session.chapters.length),
  };
}
