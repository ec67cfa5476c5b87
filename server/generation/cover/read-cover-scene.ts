import type { StoryTheme } from '../../../src/contract/enums';
import { SETTINGS, THEMES } from '../writer/builtin/content/catalog';
import type { SettingKey } from '../writer/builtin/content/content-types';
import { Random } from '../writer/builtin/random';
import { parseStoryIdeas } from '../writer/ideas/parse-ideas';
import {
  COMPANION_KINDS,
  COVER_TIMES,
  TIME_WORDS,
  fold,
  phraseAt,
  phrases,
  type CompanionKind,
  type CoverTime,
} from './cover-words';
import { readCompanion } from './read-companion';

/**
 * What a cover shows, read from the story's own words: where it happens, who walks beside the hero and
 * when. Any writer's story can be read (the built-in one names its places and introduces its companion
 * as "Pip, a little fox"); what cannot be read is chosen from the theme and the seed, so the same
 * story always reads the same.
 */

export type CoverPlace = SettingKey;

/**
 * The parts of a written story a cover reads. A WrittenStory is one; so are a story's stored chapters
 * alone (`{ chapters }`), which leave the place to the theme and the seed.
 */
export interface CoverStory {
  setting?: string;
  cast?: { companion?: string };
  chapters?: readonly { paragraphs: readonly string[] }[];
  /** What the writer knows of its companion, when it says (the built-in writer's species key). */
  memory?: { companion: { species: string } };
}

const isCompanionKind = (key: string | undefined): key is CompanionKind =>
  (COMPANION_KINDS as readonly string[]).includes(key ?? '');

export interface CoverScene {
  place: CoverPlace;
  /** Undefined when the story's companion is not one we draw: the cover draws a little star friend. */
  companion: CompanionKind | undefined;
  time: CoverTime;
}

const PLACE_NAMES = new Map(
  Object.values(SETTINGS).flatMap((setting) => [
    [fold(setting.place.en.text), setting.key],
    [fold(setting.place.es.text), setting.key],
  ]),
);

/** The built-in writer's place names first ("Seashell Bay"), then any place word ("a quiet beach"). */
function readPlace(setting: string, theme: StoryTheme, random: Random): CoverPlace {
  const named = PLACE_NAMES.get(fold(setting)) ?? parseStoryIdeas(setting).place;
  return named ?? random.pick(THEMES[theme].settings);
}

const times = phrases(TIME_WORDS);

// Bedtime stories lean towards the evening; the story's own words lean further, the seed decides.
const TIME_LEANING: Record<CoverTime, number> = { dawn: 0.7, day: 0.6, dusk: 1.2, night: 1.6 };

function readTime(tokens: readonly string[], place: CoverPlace, random: Random): CoverTime {
  if (place === 'moon') return 'night'; // space is dark whatever the clock says
  const counts: Record<CoverTime, number> = { dawn: 0, day: 0, dusk: 0, night: 0 };
  for (let at = 0; at < tokens.length; at++) {
    const found = phraseAt(tokens, at, times);
    if (found) counts[found.key] += 1;
  }
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0) || 1;
  const weights = COVER_TIMES.map((time) => [time, TIME_LEANING[time] + (2 * counts[time]) / total] as const);
  let roll = random.next() * weights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [time, weight] of weights) {
    roll -= weight;
    if (roll < 0) return time;
  }
  return 'night';
}

export function readCoverScene(input: {
  theme: StoryTheme;
  title: string;
  seed: string;
  story?: CoverStory;
}): CoverScene {
  const random = new Random(`cover:${input.seed}`);
  const story = input.story ?? {};
  // The opening chapter sets the scene a cover shows; the last ones always wind down to bedtime.
  const opening = (story.chapters?.[0]?.paragraphs ?? []).join('\n');
  const sentences = (story.chapters ?? [])
    .flatMap((chapter) => chapter.paragraphs)
    .flatMap((paragraph) => paragraph.split(/[.!?;:\n]+/))
    .map((sentence) => fold(sentence).split(' '));
  const place = readPlace(story.setting ?? '', input.theme, random);
  return {
    place,
    // A writer that knows its companion's kind says it; any other story is read for it.
    companion: isCompanionKind(story.memory?.companion.species)
      ? story.memory.companion.species
      : readCompanion(story.cast?.companion ?? '', sentences, opening),
    time: readTime(fold(`${input.title} ${opening}`).split(' '), place, random),
  };
}
