/**
 * The through-line of a story, decided before a word is written: what the hero wants (from the theme
 * and the parent's ideas), the trials on the way (each at a place further from home, each one that
 * the place can really hold), the low point, the trait that earns the ending, and which chapter tells
 * what. Chapter boundaries fall at turning points: setting off, each trial, the low point, the ending
 * earned, home. A longer story travels further; no chapter but the first and the last is at home.
 */

import type { StoryRequest } from '../../types';
import { SETTINGS, THEMES } from '../content/catalog';
import { SHAPES } from '../content/shapes/catalog';
import { TRIALS, type TrialDef } from '../content/trials/catalog';
import type { SettingDef, ShapeDef, WantDef } from '../content/content-types';
import type { Noun } from '../grammar/noun';
import type { Bi, Block } from '../grammar/template';
import type { StoryIdeas } from '../ideas/parse-ideas';
import type { Situation } from '../ideas/idea-people';
import type { Random } from '../random';
import type { Cast } from './cast';
import { PLACE_WORLD } from '../world/places';

export type Trait = 'kind' | 'brave' | 'clever' | 'ask' | 'patient';

/** What a chapter tells, in order. */
export type Part = 'begin' | 'trial' | 'low' | 'earn' | 'return';

export interface Trial {
  readonly block: Bi<Block>;
  /** The place it happens in: a long story crosses into a second place halfway. */
  readonly setting: SettingDef;
  /** Where it happens: a landmark of the place, further along with every trial. */
  readonly station: Noun;
  readonly key: string;
}

export interface StoryPlan {
  readonly setting: SettingDef;
  /** The last place a longer story (6 chapters or more) crosses into: its heart is there. */
  readonly far: SettingDef | undefined;
  readonly want: WantDef;
  readonly shape: ShapeDef;
  readonly trait: Trait;
  readonly situation: Situation | undefined;
  readonly trials: readonly Trial[];
  /** A gentler trial on the way home, for stories long enough to have one. */
  readonly homeward: Trial | undefined;
  readonly chapters: readonly (readonly Part[])[];
}

const SITUATION_SHAPES: Record<Situation, readonly string[]> = {
  'new-school': ['new-friend', 'brave', 'welcome'],
  shy: ['new-friend', 'brave', 'contest'],
  dark: ['brave', 'sleepless', 'lost-one'],
  baby: ['gift', 'welcome', 'sleepless'],
  moving: ['way-home', 'welcome', 'gift'],
};

const SITUATION_TRAITS: Record<Situation, readonly Trait[]> = {
  'new-school': ['brave', 'kind'],
  shy: ['brave', 'ask'],
  dark: ['brave'],
  baby: ['kind', 'patient'],
  moving: ['patient', 'ask', 'brave'],
};

/** Which chapter tells which parts, for 3 to 12 chapters. */
export function chapterParts(count: number): Part[][] {
  if (count === 3) return [['begin', 'trial'], ['trial', 'low', 'earn'], ['return']];
  const trials = count - 3;
  return [
    ['begin'],
    ...Array.from({ length: trials }, (_, i): Part[] => (i === trials - 1 ? ['trial', 'low'] : ['trial'])),
    ['earn'],
    ['return'],
  ];
}

function chooseWant(request: StoryRequest, ideas: StoryIdeas, setting: SettingDef, random: Random): WantDef {
  let fits = THEMES[request.theme].wants.filter(
    (want) =>
      SHAPES[want.shape] &&
      !want.not?.includes(setting.key) &&
      want.goal[request.language] !== request.previous?.goal,
  );
  const situation = ideas.situations[0];
  // On the Moon, only the stories that can happen there (when the theme has any).
  const spaceFits = fits.filter((want) => want.space);
  if (PLACE_WORLD[setting.key].space && spaceFits.length > 0) fits = spaceFits;
  const leaning = situation ? fits.filter((want) => SITUATION_SHAPES[situation].includes(want.shape)) : [];
  return random.pick(leaning.length > 0 ? leaning : fits);
}

/** Trials the place can hold, the theme's and the place's own first, never the same kind twice. */
function chooseTrials(
  setting: SettingDef,
  request: StoryRequest,
  cast: Cast,
  count: number,
  random: Random,
  taken: Set<string>,
): Trial[] {
  const world = PLACE_WORLD[setting.key];
  const holds = (trial: TrialDef) =>
    trial.needs.every((need) => {
      if (need === 'water') return world.water.length > 0;
      if (need === 'height') return world.heights.length > 0;
      if (need === 'dark') return world.dark.length > 0;
      if (need === 'plants') return world.plants;
      if (need === 'birds') return world.birds;
      if (need === 'air') return !world.space;
      if (need === 'space') return world.space;
      if (need === 'carriable') return cast.companion.species.size !== 'big';
      return (world.weather as readonly string[]).includes(need);
    });
  const own = (blocks: readonly Bi<Block>[], prefix: string) =>
    blocks.map((block, i) => ({ block, key: `${prefix}${i}` }));
  const theme = THEMES[request.theme];
  const themeFits = theme.settings.includes(setting.key) ? own(theme.obstacles, 'theme') : [];
  const fresh = (trial: { key: string }) => !taken.has(trial.key);
  const pool = [
    ...random
      .shuffle([...own(setting.obstacles, `place-${setting.key}`), ...themeFits].filter(fresh))
      .slice(0, Math.ceil(count / 2)),
    ...random
      .shuffle(TRIALS.filter(holds).map((trial) => ({ block: trial.block, key: trial.key })))
      .filter(fresh),
  ];
  const picked = random.shuffle(pool.slice(0, count));
  for (const trial of picked) taken.add(trial.key);
  const stations = random.shuffle(setting.landmarks);
  return picked.map((trial, i) => ({ ...trial, setting, station: stations[i % stations.length] as Noun }));
}

export function planStory(request: StoryRequest, ideas: StoryIdeas, cast: Cast, random: Random): StoryPlan {
  const theme = THEMES[request.theme];
  // A series goes back to the place the last story knew, when the theme has it.
  const known = theme.settings.find((key) => key === request.previous?.setting);
  const setting = SETTINGS[ideas.place ?? known ?? random.pick(theme.settings)];
  const want = chooseWant(request, ideas, setting, random);
  const situation = ideas.situations[0];
  const chapters = chapterParts(request.chapterCount);
  const trialCount = chapters.flat().filter((part) => part === 'trial').length;
  // A longer story travels further: it crosses into a second place of the theme, the longest into a third.
  const others = random.shuffle(
    theme.settings.filter((key) => key !== setting.key && !want.not?.includes(key)),
  );
  // Nothing borders the Moon: a story there stays there.
  const placeCount = PLACE_WORLD[setting.key].space
    ? 1
    : request.chapterCount >= 10
      ? 3
      : request.chapterCount >= 6
        ? 2
        : 1;
  const places = [setting, ...others.slice(0, placeCount - 1).map((key) => SETTINGS[key])];
  const taken = new Set<string>();
  const trials = places.flatMap((place, i) => {
    const share =
      Math.floor(((i + 1) * (trialCount + 1)) / places.length) -
      Math.floor((i * (trialCount + 1)) / places.length);
    return chooseTrials(place, request, cast, share, random, taken);
  });
  const far = places.length > 1 ? places[places.length - 1] : undefined;
  const traits: readonly Trait[] = situation
    ? SITUATION_TRAITS[situation]
    : ['kind', 'brave', 'clever', 'ask', 'patient'];
  return {
    setting,
    far,
    want,
    shape: SHAPES[want.shape] as ShapeDef,
    trait: random.pick(traits),
    situation,
    trials: trials.slice(0, trialCount),
    homeward: request.chapterCount >= 4 ? trials[trialCount] : undefined,
    chapters,
  };
}
