import type { StoryRow } from '../../db/story-tables';
import { AppError } from '../../errors';

/**
 * Which status changes a parent may make (PATCH /stories/{id}, POST /stories/{id}/publish), ADR 019.
 * "Archived" means two things, told apart by the failure reason: archived with a reason is a generation
 * that failed or was cancelled (it comes back with POST /stories/{id}/retry), archived without one is a
 * story the parent put away (it comes back by publishing it again, if every chapter has its audio).
 */

export type ParentStatus = 'published' | 'draft' | 'archived';

export const isFailedStory = (story: Pick<StoryRow, 'status' | 'failureReason'>): boolean =>
  story.status === 'archived' && story.failureReason !== null;

export const generationInProgressMessage = 'Please wait for the current story to finish generating';

/** Undefined when `story` may become `to`; otherwise the error that says why not. */
export function statusChangeRefusal(
  story: StoryRow,
  to: ParentStatus,
  chapterStatuses: readonly string[],
): AppError | undefined {
  if (to === story.status) return undefined;
  if (story.status === 'generating') {
    return new AppError('GENERATION_IN_PROGRESS', 409, 'A story being generated can only be cancelled');
  }
  if (isFailedStory(story)) {
    // Archiving it again changes nothing; anything else would hide that it never finished.
    if (to === 'archived') return undefined;
    return new AppError(
      'STORY_FAILED',
      409,
      'This story could not be finished: try again (POST /stories/{id}/retry) instead',
    );
  }
  const everyChapterHeard =
    chapterStatuses.length > 0 && chapterStatuses.every((status) => status === 'ready');
  if (to === 'published' && !everyChapterHeard) {
    return new AppError('NOT_READY', 409, 'Every chapter needs its audio before the story can be published');
  }
  return undefined;
}
