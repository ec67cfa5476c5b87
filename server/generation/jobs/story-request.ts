import type { StoryCast, ChapterRow, StoryRow } from '../../db/story-tables';
import { ageBandOfServerGroup } from '../../../src/contract/age-groups';
import { StoryLanguage, toStoryTheme } from '../../../src/contract/story';
import type { StoryMemory, StoryRequest, WrittenStory } from '../writer/types';

/**
 * What the writer is asked for a stored story: the same request, seed included, every time; with what
 * the story before it in its series left it, when there is one.
 */
export function storyRequestOf(story: StoryRow, previous?: StoryMemory): StoryRequest {
  return {
    seed: story.seed,
    language: StoryLanguage.parse(story.language),
    theme: toStoryTheme(story.theme),
    ageBand: ageBandOfServerGroup(story.ageGroup) ?? '6-8',
    chapterCount: story.chapterCount,
    targetMinutes: story.targetDuration,
    heroName: story.heroName ?? undefined,
    title: story.autoTitle ? undefined : story.title,
    customIdeas: story.customPrompt ?? undefined,
    ...(previous ? { previous } : {}),
  };
}

/** A stored story as the writer wrote it, for a rewrite of one of its chapters. */
export function writtenStoryOf(story: StoryRow, chapters: readonly ChapterRow[]): WrittenStory {
  const cast: Partial<StoryCast> = story.storyCast ?? {};
  return {
    title: story.title,
    description: story.description,
    language: StoryLanguage.parse(story.language),
    chapters: chapters.map(({ order, title, paragraphs }) => ({ order, title, paragraphs })),
    cast: {
      hero: cast.hero ?? story.heroName ?? '',
      companion: cast.companion ?? '',
      helper: cast.helper ?? '',
    },
    setting: cast.setting ?? '',
  };
}
