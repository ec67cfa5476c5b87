/**
 * Which small scenes may be told where. Journey scenes belong away from home; the winding-down
 * scenes belong at home at the very end; songs and counting are for the youngest, true facts of the
 * world for the oldest; the stars come out only in the evening.
 */

import { COMPANION_TALES } from '../content/common/companion-tales';
import { BREAKFAST, CELEBRATION, LAST_LOOK } from '../content/common/textures-celebrate';
import { BEDTIME_BOOK, LULLABY, NIGHT_LIGHT, THANKS, WELCOME_HOME } from '../content/common/textures-bedtime';
import { ADMIRE, REMEMBER_THE_WAY } from '../content/common/textures-afterwards';
import { CONVERSATIONS } from '../content/common/conversations';
import { MORE_CONVERSATIONS } from '../content/common/conversations-more';
import { MORE_FUNNY_MOMENTS } from '../content/common/funny-moments-more';
import { MORE_COMPANION_TALES, MORE_GAMES } from '../content/common/games-more';
import { GAMES } from '../content/common/games';
import { PASSERS_BY } from '../content/common/passers-by';
import { GETTING_READY, HOME_PLAY, PLANNING } from '../content/common/textures-home-morning';
import { DISCOVERY, MEMORY, WEATHER } from '../content/common/textures-wander';
import { FUNNY_MOMENTS } from '../content/common/funny-moments';
import { ADVICE, FEELINGS, REMINDER, SKILL } from '../content/common/textures-heart';
import { FACTS, STARS } from '../content/common/textures-evening';
import {
  BATH,
  GOODNIGHT_ROUND,
  PYJAMAS,
  SLOW_BREATHS,
  SUPPER,
  TELL_THE_DAY,
  WINDOW,
} from '../content/common/textures-home';
import { COUNTING, FAVOURITE, RHYME, SNACK, SONG } from '../content/common/textures-play';
import { CREATURE, PATH, REST, SENSES, SKY_WATCH } from '../content/common/textures-senses';
import type { ThemeDef } from '../content/content-types';
import type { Texture } from './texture';
import type { Scene, StoryWorld } from './world';

const away = (s: Scene) => s.location.kind !== 'home';
/** Home again at the end of the story: time to wind down. */
const windingDown = (s: Scene) => s.location.kind === 'home' && s.done;
const young = (w: StoryWorld) => w.ageBand === '2-4' || w.ageBand === '4-6';
const old = (w: StoryWorld) => !young(w);

/** At home on the first morning, before setting off. */
const beforeSettingOff = (s: Scene) => s.location.kind === 'home' && !s.done;
/** Places with ordinary weather and ordinary people in them. */
const earthly = (w: StoryWorld) => w.setting.key !== 'moon' && w.setting.key !== 'sky';

const COMMON: readonly Texture[] = [
  {
    id: 'admire',
    keyed: true,
    blocks: [ADMIRE],
    fits: (s) => s.location.kind === 'heart' && !s.quest && !s.done,
    weight: 3,
    perChapter: 1,
  },
  {
    id: 'remember-the-way',
    blocks: [REMEMBER_THE_WAY],
    fits: (s) => s.visited.length > 0 && !s.quest && s.location.kind !== 'home',
    weight: 2,
    perChapter: 2,
  },
  { id: 'welcome-home', order: 1, blocks: [WELCOME_HOME], fits: windingDown, weight: 1, perChapter: 1 },
  { id: 'bedtime-book', order: 6, blocks: [BEDTIME_BOOK], fits: windingDown, weight: 1, perChapter: 1 },
  { id: 'thanks', order: 8, blocks: [THANKS], fits: windingDown, weight: 1, perChapter: 1 },
  { id: 'night-light', order: 9, blocks: [NIGHT_LIGHT], fits: windingDown, weight: 1, perChapter: 1 },
  { id: 'lullaby', order: 10, blocks: [LULLABY], fits: windingDown, weight: 1, perChapter: 1 },
  {
    id: 'breakfast',
    perStory: 1,
    blocks: [BREAKFAST],
    fits: (s) => beforeSettingOff(s) && s.chapter === 1 && !s.met,
    weight: 3,
    perChapter: 1,
  },
  {
    id: 'celebration',
    perStory: 1,
    blocks: [CELEBRATION],
    fits: (s) => s.done && s.location.kind === 'heart',
    weight: 4,
    perChapter: 1,
  },
  {
    id: 'last-look',
    perStory: 1,
    blocks: [LAST_LOOK],
    fits: (s) => s.done && s.location.kind === 'heart',
    weight: 3,
    perChapter: 1,
  },
  {
    id: 'home-play',
    perStory: 1,
    blocks: [HOME_PLAY],
    fits: (s) => beforeSettingOff(s) && !s.met,
    weight: 3,
    perChapter: 1,
  },
  {
    id: 'getting-ready',
    perStory: 1,
    blocks: [GETTING_READY],
    fits: (s) => beforeSettingOff(s) && s.quest,
    weight: 3,
    perChapter: 1,
  },
  {
    id: 'planning',
    perStory: 1,
    blocks: [PLANNING],
    fits: (s) => beforeSettingOff(s) && s.quest,
    weight: 3,
    perChapter: 1,
  },
  {
    id: 'games',
    blocks: [...GAMES, ...MORE_GAMES],
    fits: (s) => s.location.kind !== 'home',
    weight: 2,
    perChapter: 1,
  },
  {
    id: 'discovery',
    keyed: true,
    blocks: [DISCOVERY],
    fits: (s) => s.location.kind !== 'home',
    weight: 1,
    perChapter: 1,
  },
  {
    id: 'weather',
    blocks: [WEATHER],
    fits: (s, w) => s.location.kind !== 'home' && w.setting.key !== 'moon' && s.time !== 'evening',
    weight: 1,
    perChapter: 1,
  },
  {
    id: 'memory',
    keyed: true,
    blocks: [MEMORY],
    fits: (s) => s.quest && s.location.kind !== 'home',
    weight: 1,
    perChapter: 1,
  },
  {
    id: 'passers-by',
    blocks: PASSERS_BY,
    fits: (s, w) => s.location.kind !== 'home' && earthly(w),
    weight: 1,
    perChapter: 1,
  },
  {
    id: 'companion-tales',
    blocks: [...COMPANION_TALES, ...MORE_COMPANION_TALES],
    fits: (s) => !(s.location.kind === 'home' && s.done),
    weight: 1,
    perChapter: 1,
  },
  { id: 'senses', blocks: [SENSES], fits: away, weight: 3, perChapter: 2 },
  {
    id: 'sky',
    blocks: [SKY_WATCH],
    // Clouds shaped like teapots belong under a sky with weather in it: not on the moon.
    fits: (s, w) => away(s) && s.time !== 'evening' && w.setting.key !== 'moon',
    weight: 1,
    perChapter: 1,
  },
  { id: 'creature', keyed: true, blocks: [CREATURE], fits: away, weight: 2, perChapter: 1 },
  { id: 'rest', blocks: [REST], fits: away, weight: 1, perChapter: 1 },
  {
    id: 'path',
    blocks: [PATH],
    fits: (s) => away(s) && s.location.kind !== 'heart',
    weight: 2,
    perChapter: 1,
  },
  {
    id: 'chatter',
    blocks: [...CONVERSATIONS, ...MORE_CONVERSATIONS],
    fits: (s) => !windingDown(s),
    weight: 2,
    perChapter: 1,
  },
  {
    id: 'funny',
    blocks: [...FUNNY_MOMENTS, ...MORE_FUNNY_MOMENTS],
    fits: (s) => !windingDown(s),
    weight: 2,
    perChapter: 1,
  },
  {
    id: 'feelings',
    keyed: true,
    blocks: [FEELINGS],
    fits: (s) => s.quest && away(s),
    weight: 1,
    perChapter: 1,
  },
  {
    id: 'advice',
    keyed: true,
    blocks: [ADVICE],
    fits: (s) => s.met && !windingDown(s),
    weight: 1,
    perChapter: 1,
  },
  { id: 'reminder', blocks: [REMINDER], fits: (s) => s.quest, weight: 1, perChapter: 1 },
  { id: 'skill', keyed: true, blocks: [SKILL], fits: (s) => s.quest && away(s), weight: 1, perChapter: 1 },
  { id: 'snack', blocks: [SNACK], fits: (s) => away(s) && s.time !== 'evening', weight: 1, perChapter: 1 },
  {
    id: 'counting',
    keyed: true,
    blocks: [COUNTING],
    fits: (s, w) => away(s) && young(w),
    weight: 2,
    perChapter: 1,
  },
  { id: 'song', keyed: true, blocks: [SONG], fits: (s, w) => away(s) && young(w), weight: 1, perChapter: 1 },
  {
    id: 'rhyme',
    keyed: true,
    blocks: [RHYME],
    fits: (s, w) => away(s) && w.ageBand !== '8-12',
    weight: 1,
    perChapter: 1,
  },
  {
    id: 'favourite',
    blocks: [FAVOURITE],
    fits: (s, w) => !windingDown(s) && w.favourite !== undefined,
    weight: 5,
    perChapter: 1,
  },
  { id: 'facts', blocks: [FACTS], fits: (s, w) => away(s) && old(w), weight: 1, perChapter: 1 },
  {
    id: 'stars',
    blocks: [STARS],
    fits: (s) => s.time === 'evening' && !windingDown(s),
    weight: 2,
    perChapter: 1,
  },
  { id: 'supper', order: 2, blocks: [SUPPER], fits: windingDown, weight: 1, perChapter: 1 },
  { id: 'bath', order: 3, blocks: [BATH], fits: windingDown, weight: 1, perChapter: 1 },
  { id: 'pyjamas', order: 4, blocks: [PYJAMAS], fits: windingDown, weight: 1, perChapter: 1 },
  { id: 'tell-the-day', order: 5, blocks: [TELL_THE_DAY], fits: windingDown, weight: 1, perChapter: 1 },
  { id: 'window', order: 7, blocks: [WINDOW], fits: windingDown, weight: 1, perChapter: 1 },
  { id: 'slow-breaths', order: 11, blocks: [SLOW_BREATHS], fits: windingDown, weight: 1, perChapter: 1 },
  {
    id: 'goodnight-round',
    order: 12,
    blocks: [GOODNIGHT_ROUND],
    fits: windingDown,
    weight: 1,
    perChapter: 1,
  },
];

/** The common scenes plus the theme's own flavour. */
export function texturesFor(theme: ThemeDef): Texture[] {
  return [
    ...COMMON,
    {
      id: 'flavour',
      blocks: [theme.flavour],
      fits: (s) => s.met && !windingDown(s),
      weight: 2,
      perChapter: 1,
    },
  ];
}
