/**
 * Writes a whole story: reads the parent's ideas, builds the world, plans the chapters and tells
 * them one by one. Everything random comes from the request's seed, so a seed is a story.
 */

import { checkStoryInput } from '../../../safety/check-story-input';
import { findUnsafe } from '../../../safety/find-unsafe';
import { parseStoryIdeas } from '../../ideas/parse-ideas';
import type { StoryRequest, WrittenStory } from '../../types';
import { capitalizeStart, countWords } from '../grammar/sentences';
import { nounForms } from '../grammar/noun';
import { targetWordsPerChapter } from '../pacing';
import { Decks, Random } from '../random';
import { buildWorld } from './build-world';
import { Narration } from './narration';
import { StorySlots } from './story-slots';
import { planStory } from './story-plan';
import { StoryTeller } from './story-teller';
import { texturesFor } from './texture-catalog';
import { TexturePicker } from './texture';
import { ChapterTitles, storyDescription, storyTitle } from './titles';

/**
 * A long story for older listeners can use up its fresh material before the last chapters. Rather than
 * leave those chapters thin, the story is told again with every chapter a little shorter, so the
 * shortfall is shared evenly; the same seed still gives the same story.
 */
export function writeStory(request: StoryRequest, signal?: AbortSignal): WrittenStory {
  const target = targetWordsPerChapter(request);
  const first = tellStory(request, target, signal);
  const counts = first.chapters.map((chapter) => countWords(chapter.paragraphs.join(' ')));
  if (Math.min(...counts) >= target * 0.85) return first;
  const even = counts.reduce((sum, count) => sum + Math.min(count, target), 0) / counts.length;
  return tellStory(request, Math.round(even), signal);
}

/**
 * The route checks a parent's words before a story is asked for; the writer checks again, because it is
 * also called by jobs and tools. Unsafe ideas are dropped and an unsafe title is replaced: the story
 * is still written, just without them.
 */
function saferRequest(request: StoryRequest): StoryRequest {
  const language = request.language;
  const titleOk = checkStoryInput({ title: request.title, language }).ok;
  const ideasOk = checkStoryInput({ customIdeas: request.customIdeas, language }).ok;
  const nameOk = request.heroName === undefined || findUnsafe(request.heroName) === undefined;
  return {
    ...request,
    title: titleOk ? request.title : undefined,
    customIdeas: ideasOk ? request.customIdeas : undefined,
    heroName: nameOk ? request.heroName : undefined,
  };
}

function tellStory(unchecked: StoryRequest, targetWords: number, signal?: AbortSignal): WrittenStory {
  const request = saferRequest(unchecked);
  const random = new Random(request.seed);
  const decks = new Decks(random);
  const world = buildWorld(request, parseStoryIdeas(request.customIdeas), random);
  const slots = new StorySlots(world, random, decks);
  const narration = new Narration(slots, random, decks, request.ageBand === '2-4');
  const picker = new TexturePicker(texturesFor(world.theme), random, decks);
  const teller = new StoryTeller(world, narration, random, picker, new ChapterTitles(random, decks));
  const plans = planStory(request.chapterCount);

  const chapters = plans.map((plan, i) => {
    signal?.throwIfAborted();
    return teller.tellChapter(plan, i === plans.length - 1, plans[i + 1], targetWords);
  });

  // Title and description speak of the story as a whole, from where it begins.
  slots.setScene(teller.openingScene());
  return {
    title: storyTitle(request.title, slots, random, decks),
    description: storyDescription(slots, random),
    language: world.language,
    chapters,
    cast: {
      hero: world.hero,
      companion: world.companion.name,
      helper: world.helper.name[world.language],
    },
    setting: capitalizeStart(nounForms(world.setting.place, world.language)['bare'] ?? ''),
  };
}
