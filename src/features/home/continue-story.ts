import { playableChapters, type PlayableChapter } from '@/contract/audio-status';
import type { ProgressRecord } from '@/contract/progress';
import type { Story } from '@/contract/story';
import { resumePoint, type ResumePoint } from '@/features/stories/story-progress';

// The home's "Continue your story" (P§2): the story the active kid listened to most recently and has
// not finished, and the place to go on from — the story page's play button rule (chapterToPlay) with
// the position saved in that chapter.

export interface ContinueStory {
  story: Pick<Story, 'id' | 'title' | 'coverImageUrl' | 'chapterCount'>;
  /** What the player plays: the story's ready chapters, in order. */
  chapters: PlayableChapter[];
  resume: ResumePoint<PlayableChapter>;
}

/** The stories of a page of progress records, in the page's order (newest first), each once. */
export function recentStoryIds(records: readonly Pick<ProgressRecord, 'storyId'>[]): string[] {
  return [...new Set(records.map((record) => record.storyId))];
}

/** Where the child goes on with `story`, or null: finished, nothing to play, or no longer published. */
export function continueFrom(story: Story, records: readonly ProgressRecord[]): ContinueStory | null {
  if (story.status !== 'published') return null;
  const chapters = playableChapters(story.chapters ?? []);
  const ofStory = records.filter((record) => record.storyId === story.id);
  const resume = resumePoint(chapters, ofStory);
  return resume ? { story, chapters, resume } : null;
}
