/**
 * Makes every choice a story needs before a word is written: where it happens, what the quest is, who
 * goes and who helps, and which obstacles stand in the way. The parent's ideas win over chance: their
 * pet becomes the companion, their place becomes the setting, their favourite thing comes along.
 */

import type { StoryRequest } from '../../types';
import type { StoryIdeas } from '../../ideas/parse-ideas';
import { SETTINGS, THEMES } from '../content/catalog';
import { SPECIES } from '../content/common/companions';
import { GENERIC_OBSTACLES } from '../content/common/generic-obstacles';
import { COMPANION_NAMES, HERO_NAMES } from '../content/common/names';
import { HOMES } from '../content/common/time-and-place';
import type { SettingDef, Species } from '../content/content-types';
import type { Noun } from '../grammar/noun';
import type { Bi, Block } from '../grammar/template';
import type { Random } from '../random';
import { obstacleCount } from './story-plan';
import type { Companion, StoryWorld } from './world';

function chooseSetting(request: StoryRequest, ideas: StoryIdeas, random: Random): SettingDef {
  if (ideas.place) return SETTINGS[ideas.place];
  return SETTINGS[random.pick(THEMES[request.theme].settings)];
}

/** A name that fits in a sentence: letters, spaces, apostrophes and hyphens only. */
export function cleanHeroName(name: string | undefined): string | undefined {
  const cleaned = (name ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}' -]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);
  return cleaned === '' ? undefined : cleaned;
}

function chooseCompanion(request: StoryRequest, ideas: StoryIdeas, hero: string, random: Random): Companion {
  const namesFor = (species: Species) =>
    COMPANION_NAMES[request.language][species.noun.es.gender].filter((name) => name !== hero);
  if (ideas.pet) {
    const species: Species = { key: ideas.pet.key, noun: ideas.pet.noun, skill: ideas.pet.skill };
    return { name: ideas.pet.name ?? random.pick(namesFor(species)), species, isPet: true };
  }
  const keys = THEMES[request.theme].companions;
  const species = SPECIES.get(random.pick(keys)) ?? (SPECIES.get('fox') as Species);
  return { name: random.pick(namesFor(species)), species, isPet: false };
}

/** Theme, place and everyday obstacles, interleaved so that even a short story gets the theme's own. */
function chooseObstacles(
  request: StoryRequest,
  setting: SettingDef,
  random: Random,
): { block: Bi<Block>; landmark: Noun }[] {
  const fromTheme = random.shuffle(THEMES[request.theme].obstacles);
  const fromPlace = random.shuffle(setting.obstacles);
  const everyday = random.shuffle(
    GENERIC_OBSTACLES.filter((o) => !o.not.includes(setting.key)).map((o) => o.block),
  );
  const order: Bi<Block>[] = [];
  const pattern = [
    fromTheme,
    fromPlace,
    fromTheme,
    everyday,
    fromPlace,
    fromTheme,
    everyday,
    everyday,
    everyday,
  ];
  for (const source of pattern) {
    const next = source.shift();
    if (next) order.push(next);
  }
  order.push(...fromTheme, ...fromPlace, ...everyday);
  const landmarks = random.shuffle(setting.landmarks);
  return order
    .slice(0, obstacleCount(request.chapterCount))
    .map((block, i) => ({ block, landmark: landmarks[i % landmarks.length] as Noun }));
}

export function buildWorld(request: StoryRequest, ideas: StoryIdeas, random: Random): StoryWorld {
  const theme = THEMES[request.theme];
  const setting = chooseSetting(request, ideas, random);
  const hero = cleanHeroName(request.heroName) ?? random.pick(HERO_NAMES[request.language]);
  return {
    language: request.language,
    ageBand: request.ageBand,
    theme,
    setting,
    goal: random.pick(theme.goals.filter((goal) => !goal.not?.includes(setting.key))),
    turn: random.pick(theme.turns),
    hero,
    companion: chooseCompanion(request, ideas, hero, random),
    helper: random.pick(theme.helpers),
    home: random.pick(HOMES),
    favourite: ideas.favourites[0],
    obstacles: chooseObstacles(request, setting, random),
  };
}
