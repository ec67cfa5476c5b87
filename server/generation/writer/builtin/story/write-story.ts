/**
 * Writes a whole story: reads the parent's ideas, chooses the cast, plans the through-line and tells
 * it chapter by chapter (see README.md). Everything random comes from the request's seed, so a seed
 * is a story.
 */

import { checkStoryInput } from '../../../safety/check-story-input';
import { findUnsafe } from '../../../safety/find-unsafe';
import type { RewriteInstruction } from '../../../../../src/contract/chapter-rewrite';
import type { StoryRequest, WrittenChapter, WrittenStory } from '../../types';
import * as frames from '../content/frames/catalog';
import { nounForms } from '../grammar/noun';
import { capitalizeStart, countWords } from '../grammar/sentences';
import type { Bi, Block } from '../grammar/template';
import { parseStoryIdeas } from '../ideas/parse-ideas';
import { targetWordsPerChapter } from '../pacing';
import { Decks, hashSeed, Random } from '../random';
import { buildChapter, type Section } from './chapter';
import { chooseCast, type Cast } from './cast';
import { softenLines, trimToWords } from './retelling';
import { planStory, type Part, type StoryPlan } from './plan';
import { StorySlots } from './slots';
import { Teller } from './teller';
import { chapterTitle, storyDescription, storyTitle } from './titles';

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

class StoryTelling {
  constructor(
    private readonly plan: StoryPlan,
    private readonly slots: StorySlots,
    private readonly teller: Teller,
    private readonly decks: Decks,
    private trial = 0,
  ) {}

  private readonly anecdotes = new Set<number>();
  /** The chapter tells a trial and the ending earned: its smaller steps may be left out. */
  private crowded = false;

  private section(blocks: readonly (Bi<Block> | undefined)[], room = false): Section {
    const lines = blocks.flatMap((block) => (block ? this.teller.tell(block) : []));
    return { lines, room, away: this.slots.scene.away };
  }

  /** A scene the chapter can do without when it is long already. */
  private optional(blocks: readonly (Bi<Block> | undefined)[]): Section {
    return { ...this.section(blocks, true), optional: true };
  }

  part(part: Part): Section[] {
    const { plan, slots } = this;
    const { shape, setting } = plan;
    switch (part) {
      case 'begin':
        return [
          this.section([frames.OPENING, frames.SITUATION_OPENING]),
          // In "the way home", the call is getting lost: nobody decides to go, or packs a bag.
          ...(shape.key === 'way-home'
            ? [this.section([shape.call])]
            : [this.section([shape.call, frames.DECIDE]), this.section([frames.PREPARE, frames.SET_OFF])]),
          this.goTo(setting.edge, [frames.JOURNEY, setting.arrive], true),
        ];
      case 'trial': {
        const trial = plan.trials[this.trial++];
        // A place with fewer trials than a long story has chapters: that chapter is a stretch of road.
        if (!trial)
          return [this.section([frames.FURTHER, frames.MEET], true), this.section([frames.PAUSE], true)];
        const crossing = trial.setting !== slots.scene.setting ? [this.cross(trial.setting)] : [];
        return [
          ...crossing,
          this.goTo(trial.station, [frames.FURTHER], true),
          this.optional([frames.MEET]),
          this.section([frames.TRIAL_BEFORE, trial.block, frames.TRIAL_AFTER]),
          // In a chapter that also reaches the heart (a three-chapter story), the step closer may go.
          { ...this.section([shape.gain], true), optional: this.crowded },
          this.optional([frames.PAUSE]),
          this.anecdote(),
        ];
      }
      case 'low':
        return [this.section([shape.low, frames.SITUATION_LOW, frames.LOW_COMFORT])];
      case 'earn':
        return [
          this.section([frames.LAST_STRETCH], true),
          this.goTo((plan.far ?? setting).heart, [frames.REACH_HEART], true),
          this.section([frames.HEART_MOMENT, shape.earn]),
          this.section([shape.deliver], true),
          { ...this.section([frames.THANKS], true), optional: this.crowded },
          this.optional([frames.AFTERGLOW]),
          { ...this.section([frames.CELEBRATE], true), optional: true },
          this.optional([frames.FAREWELL]),
        ];
      case 'return':
        slots.scene.night = true;
        return [
          this.section([frames.WAY_HOME, frames.CALLBACKS], true),
          ...(plan.homeward ? [this.section([frames.HOMEWARD, plan.homeward.block], true)] : []),
          this.home([frames.HOME, frames.EVENING, frames.SITUATION_END], true),
          this.section([frames.TOMORROW, frames.WIND_DOWN]),
          this.goodnights(),
          this.section([frames.ENDING]),
        ];
    }
  }

  /** A small happening on the way that fits the place, once a story; none when they are all told. */
  private anecdote(): Section {
    for (let attempt = 0; attempt < frames.ANECDOTES.length; attempt++) {
      const index = this.decks.draw('anecdote', frames.ANECDOTES.length);
      if (this.anecdotes.has(index)) continue;
      const lines = this.teller.tell(frames.ANECDOTES[index] as Bi<Block>);
      if (lines.length < 2) continue;
      this.anecdotes.add(index);
      return { lines, room: true, away: true, optional: true };
    }
    return { lines: [], room: false, away: true };
  }

  /** A long story crosses into its second place. */
  private cross(setting: StoryPlan['setting']): Section {
    const { scene } = this.slots;
    scene.from = scene.setting;
    scene.setting = setting;
    return this.section([frames.CROSSING, setting.arrive], true);
  }

  private goTo(station: StoryPlan['setting']['edge'], blocks: readonly Bi<Block>[], room: boolean): Section {
    const { scene } = this.slots;
    if (scene.station && scene.station !== station) scene.visited.push(scene.station);
    scene.station = station;
    scene.away = true;
    return this.section(blocks, room);
  }

  private home(blocks: readonly Bi<Block>[], room: boolean): Section {
    const { scene } = this.slots;
    if (scene.station) scene.visited.push(scene.station);
    scene.station = undefined;
    scene.away = false;
    return this.section(blocks, room);
  }

  /** "Goodnight, rock pools; goodnight, old stone bridge; and goodnight, sleepy harbour.": the day's places, in order, in one breath. */
  private goodnights(): Section {
    const { language, scene } = this.slots;
    const places = [...new Set(scene.visited.map((place) => nounForms(place, language)['bare'] ?? ''))].slice(
      -5,
    );
    if (places.length < 2) return { lines: [], room: false, away: false };
    const word = language === 'en' ? 'goodnight' : 'buenas noches';
    const and = language === 'en' ? 'and' : 'y';
    // The youngest hear a picture book's goodnights, two places a short sentence (three in the last
    // when the count is odd): "Goodnight, farm gate, and goodnight, hayloft."
    if (this.slots.brief) {
      const said = pairs(places).map(
        (group) =>
          `${capitalizeStart(group.map((place, i) => `${i === group.length - 1 ? `${and} ` : ''}${word}, ${place}`).join(', '))}.`,
      );
      return { lines: [said.join(' ')], room: false, away: false };
    }
    const said = places.map((place, i) => `${i === places.length - 1 ? `${and} ` : ''}${word}, ${place}`);
    return { lines: [`${capitalizeStart(said.join('; '))}.`], room: false, away: false };
  }

  chapter(parts: readonly Part[], index: number, count: number): Section[] {
    const { scene } = this.slots;
    scene.chapter = index + 1;
    scene.last = index === count - 1;
    const recap = index > 0 && !scene.last ? [this.section([frames.RECAP])] : [];
    this.crowded = parts.includes('earn') && parts.includes('trial');
    const told = parts.flatMap((part) => this.part(part));
    const closing = parts.includes('earn')
      ? frames.HOOK_HOME
      : parts.includes('low')
        ? frames.HOOK_LOW
        : frames.HOOK;
    const hook = scene.last ? [] : [this.section([closing])];
    return [...recap, ...told, ...hook];
  }

  fill(away: boolean): string[] {
    // Home's small scenes are the evening's; the first chapter's home is not filled out.
    if (!away && !this.slots.scene.night) return [];
    this.slots.filling = true;
    try {
      return this.teller.tellOne(away ? frames.AWAY_SCENES : frames.HOME_SCENES);
    } finally {
      this.slots.filling = false;
    }
  }
}

/** Everything a telling needs, from the request's seed; `voiceSeed` tells the same plan in other words. */
function prepare(unchecked: StoryRequest, voiceSeed?: string) {
  const request = saferRequest(unchecked);
  const random = new Random(request.seed);
  const ideas = parseStoryIdeas(request.customIdeas);
  const cast = chooseCast(request, ideas, random);
  const plan = planStory(request, ideas, cast, random);
  // The cast and the plan come first, from the seed; the words after them may come from another seed.
  const voice = voiceSeed === undefined ? random : new Random(voiceSeed);
  const decks = new Decks(voice);
  const slots = new StorySlots(cast, plan, request.ageBand, request.language, decks);
  const teller = new Teller(slots, voice, decks, request.ageBand);
  const telling = new StoryTelling(plan, slots, teller, decks);
  return { request, random: voice, ideas, cast, plan, slots, teller, telling };
}

type Telling = ReturnType<typeof prepare>;

/** How a chapter's lines are changed before they are laid out (a gentler retelling softens them). */
type LineFilter = (lines: readonly string[]) => string[];

function* tellChapters(
  telling: Telling,
  target: number,
  signal?: AbortSignal,
  filter: (index: number) => LineFilter | undefined = () => undefined,
) {
  const { request, plan, slots, teller, random } = telling;
  const usedTitles = new Set<string>();
  for (const [index, parts] of plan.chapters.entries()) {
    signal?.throwIfAborted();
    const told = telling.telling.chapter(parts, index, plan.chapters.length);
    const title = chapterTitle(parts, slots, teller, usedTitles);
    const soften = filter(index);
    const sections = soften ? told.map((section) => ({ ...section, lines: soften(section.lines) })) : told;
    const fill = (away: boolean) => {
      const extra = telling.telling.fill(away);
      return soften ? soften(extra) : extra;
    };
    yield buildChapter(index + 1, title, sections, fill, target, request.ageBand, request.language, random);
  }
}

export function writeStory(unchecked: StoryRequest, signal?: AbortSignal): WrittenStory {
  const telling = prepare(unchecked);
  const { request, cast, plan, slots, teller, ideas } = telling;
  const { language } = request;
  const chapters = [...tellChapters(telling, targetWordsPerChapter(request), signal)];

  if (request.previous) rememberLastTime(chapters[0]?.paragraphs, request, cast);
  return {
    title: storyTitle(request.title, plan, slots, teller),
    description: storyDescription(cast, plan, ideas, language),
    language,
    chapters,
    cast: {
      hero: cast.hero,
      companion: cast.companion.name,
      helper: capitalizeStart(nounForms(cast.helper.name, language)['bare'] ?? ''),
    },
    setting: capitalizeStart(nounForms(plan.setting.place, language)['bare'] ?? ''),
    memory: {
      companion: {
        name: cast.companion.name,
        species: cast.companion.species.key,
        gender: cast.companion.gender,
      },
      helper: cast.helper.name.en.text.replace(/^!/, ''),
      setting: plan.setting.key,
      goal: plan.want.goal[language],
    },
  };
}

const LAST_TIME = {
  en: [
    '{hero} and {companion} still remembered last time, when they set out to {goal}, and did it.',
    'It was not so long since {hero} and {companion} had set out to {goal}. They had done it, together.',
    '“Remember last time?” {companion} said. Of course {hero} did: the day they set out to {goal}, and did it.',
  ],
  es: [
    '{hero} y {companion} todavía se acordaban de la última vez, cuando salieron a {goal}, y lo consiguieron.',
    'No hacía tanto que {hero} y {companion} habían salido a {goal}. Y lo habían conseguido, juntos.',
    '—¿Te acuerdas de la última vez? —dijo {companion}. Claro que {hero} se acordaba: el día que salieron a {goal}, y lo consiguieron.',
  ],
} as const;

/** A series story's first chapter says, after its opening, what the hero and companion did last time. */
function rememberLastTime(paragraphs: string[] | undefined, request: StoryRequest, cast: Cast): void {
  const previous = request.previous;
  if (!paragraphs || !previous) return;
  const line = new Random(`${request.seed}:last-time`)
    .pick(LAST_TIME[request.language])
    .replaceAll('{hero}', cast.hero)
    .replaceAll('{companion}', cast.companion.name)
    .replace('{goal}', previous.goal);
  paragraphs.splice(Math.min(1, paragraphs.length), 0, line);
}

/** [a, b, c, d, e] → [[a, b], [c, d, e]]: groups of two, the last of three when the count is odd. */
function pairs<T>(items: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i + 1 < items.length; i += 2) groups.push(items.slice(i, i + 2));
  if (items.length % 2 === 1) groups[groups.length - 1]?.push(items[items.length - 1] as T);
  return groups;
}

/** A parent's rewrite of one chapter (ADR 035): which chapter, how, and the text it replaces. */
export interface Retelling {
  order: number;
  instruction: RewriteInstruction;
  /** The chapter as it stands: "again" tells it from a seed drawn from it, so each try differs. */
  current: WrittenChapter;
  /** Told in other words whatever the instruction (a gentler chapter that had nothing to soften). */
  otherWords?: boolean;
}

/** A shorter chapter is about two thirds of the words (ADR 035). */
export const SHORTER_SHARE = 0.65;

/**
 * The same chapter of the same story, told again: the same cast, place and plan (they come from the
 * story's seed), so what happens before and after it still fits. "gentler" softens or leaves out
 * every line with peril and fills the room with calm scenes; "shorter" aims at two thirds of the
 * words; "again" tells the same part of the plan in other words, from another seed.
 */
export function retellChapter(
  unchecked: StoryRequest,
  retelling: Retelling,
  signal?: AbortSignal,
): WrittenChapter {
  const { order, instruction, current } = retelling;
  const variant = `${unchecked.seed}:again:${hashSeed([current.title, ...current.paragraphs].join('\n'))}`;
  const telling = prepare(unchecked, instruction === 'again' || retelling.otherWords ? variant : undefined);
  const full = targetWordsPerChapter(telling.request);
  const target =
    instruction === 'shorter' ? Math.round(countWords(current.paragraphs.join(' ')) * SHORTER_SHARE) : full;
  const gentle = (lines: readonly string[]) => softenLines(lines, telling.request.language);
  const filter = (index: number) => (instruction === 'gentler' && index === order - 1 ? gentle : undefined);
  for (const chapter of tellChapters(telling, target, signal, filter)) {
    if (chapter.order !== order) continue;
    // A series story's first chapter says what happened last time, as it did when it was written.
    if (order === 1) rememberLastTime(chapter.paragraphs, telling.request, telling.cast);
    const told = { ...chapter, title: current.title };
    return instruction === 'shorter' ? trimToWords(told, target) : told;
  }
  throw new RangeError(`The story has no chapter ${order}`);
}
