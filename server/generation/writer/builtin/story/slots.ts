/**
 * Answers templates' slots and flags for one story. Names and nouns come with their forms ({place.al},
 * {want.a}, {hero.his}); a form that needs what the story does not know (the hero's gender, for
 * "cansad{hero.o}") is not available, so the line is passed over for one that reads right.
 *
 * Pronoun forms, for hero, companion and the idea's person: {x.he} {x.his} {x.him} {x.self} and, so
 * that verbs agree with "they", {x.was} {x.is} {x.has} ("she was", "they were"). Spanish: {x.o} (o/a),
 * {x.lo} (lo/la), {x.el} (él/ella). For the pair hero + companion: {pair.o} (os/as), {pair.dos}.
 */

import type { AgeBand, Language } from '../../types';
import { BODY_WORDS, carriable } from '../world/species';
import { PLACE_WORLD } from '../world/places';
import { nounForms, shortNoun, type Gender, type Noun } from '../grammar/noun';
import type { SlotSource } from '../grammar/render';
import type { Decks } from '../random';
import type { SettingDef } from '../content/content-types';
import type { Cast } from './cast';
import type { StoryPlan } from './plan';
import { TRAIT_WORDS } from '../content/frames/traits';

const BAND_FLAGS: Record<AgeBand, readonly string[]> = {
  '2-4': ['young', 'toddler'],
  '4-6': ['young', 'pre'],
  '6-8': ['old', 'mid'],
  '8-12': ['old', 'big'],
};

/**
 * How many times a chapter names one of the story's own things in full before it says it the short
 * way ("the rock shaped like a whale", then "the rock"). The youngest hear it in full once, then as a
 * picture book would, short and again; the oldest, whose stories take their time with a name, always
 * in full; in between, twice.
 */
const SHORT_AFTER: Record<AgeBand, number> = {
  '2-4': 1,
  '4-6': 2,
  '6-8': 2,
  '8-12': Number.POSITIVE_INFINITY,
};

/** The story's own things, said the short way once a chapter has named them in full. */
const SHORTENED = new Set(['want', 'owner', 'clue', 'station', 'before', 'heart', 'edge', 'answer']);

/** A chapter's small scenes name its landmark only while fewer lines than this have. */
const MAX_FILL_STATION = 2;

export interface SceneState {
  chapter: number;
  /** The place the scene is in (a long story crosses into a second one). */
  setting: SettingDef;
  /** The place left behind when the story crossed into this one. */
  from: SettingDef | undefined;
  last: boolean;
  /** Where the scene is: undefined at home. */
  station: Noun | undefined;
  visited: Noun[];
  night: boolean;
  away: boolean;
}

const STICKY = new Set([
  'water',
  'height',
  'dark',
  'creature',
  'ground',
  'sound',
  'sight',
  'smell',
  'travel',
]);

const EN_PRONOUNS: Record<'m' | 'f' | 'n', Record<string, string>> = {
  m: { he: 'he', his: 'his', him: 'him', self: 'himself', was: 'he was', is: 'he is', has: 'he has' },
  f: { he: 'she', his: 'her', him: 'her', self: 'herself', was: 'she was', is: 'she is', has: 'she has' },
  n: {
    he: 'they',
    his: 'their',
    him: 'them',
    self: 'themself',
    was: 'they were',
    is: 'they are',
    has: 'they have',
  },
};

function personForms(name: string, gender: Gender | undefined, language: Language): Record<string, string> {
  if (language === 'en') {
    return { '': name, s: /s$/i.test(name) ? `${name}'` : `${name}'s`, ...EN_PRONOUNS[gender ?? 'n'] };
  }
  if (!gender) return { '': name };
  return {
    '': name,
    o: gender === 'f' ? 'a' : 'o',
    lo: gender === 'f' ? 'la' : 'lo',
    el: gender === 'f' ? 'ella' : 'él',
  };
}

export class StorySlots implements SlotSource {
  readonly language: Language;
  readonly old: boolean;
  readonly brief: boolean;
  /** How often a chapter names the story's own things in full before it says them the short way. */
  private readonly namesBeforeShort: number;
  readonly scene: SceneState;
  private readonly flags: Set<string>;
  private readonly sticky = new Map<string, Record<string, string>>();
  private readonly heard = new Map<number, Set<string>>();
  private readonly spoken = new Set<string>();
  /** How many told lines of each chapter named each slot ("3:clue"). */
  private readonly named = new Map<string, number>();
  /** How many told lines of each chapter named the landmark. */
  private readonly stationNamed = new Map<number, number>();
  /** Telling small scenes to fill a chapter out. */
  filling = false;

  constructor(
    private readonly cast: Cast,
    private readonly plan: StoryPlan,
    ageBand: AgeBand,
    language: Language,
    private readonly decks: Decks,
  ) {
    this.language = language;
    this.old = ageBand === '6-8' || ageBand === '8-12';
    this.brief = ageBand === '2-4';
    this.namesBeforeShort = SHORT_AFTER[ageBand];
    this.scene = {
      chapter: 1,
      setting: plan.setting,
      from: undefined,
      last: false,
      station: undefined,
      visited: [],
      night: false,
      away: false,
    };
    const { species } = cast.companion;
    this.flags = new Set([
      ...BAND_FLAGS[ageBand],
      plan.trait,
      `shape-${plan.want.shape}`,
      ...species.abilities,
      species.body,
      species.size === 'big' ? 'large' : 'little',
      ...(carriable(species) ? ['carriable'] : []),
      ...(species.body !== 'fins' ? ['walks'] : []),
      ...(cast.people.length > 0 ? ['person'] : []),
      ...(cast.favourite ? ['fav', `fav-${cast.favourite.kind}`] : []),
      ...(plan.situation ? ['situation', plan.situation] : []),
      ...(cast.companion.isPet ? ['pet'] : []),
    ]);
  }

  flag(name: string): boolean {
    if (name === 'first') return this.scene.chapter === 1;
    if (name === 'last') return this.scene.last;
    if (name === 'night') return this.scene.night;
    if (name === 'day') return !this.scene.night;
    if (name === 'away') return this.scene.away;
    if (name === 'visited') return this.scene.visited.length > 0;
    return this.flags.has(name) || this.worldFlag(name);
  }

  /** What the place the scene is in has: water, plants, birds, its weather; space or air. */
  private worldFlag(name: string): boolean {
    const world = PLACE_WORLD[this.scene.setting.key];
    switch (name) {
      case 'water':
        return world.water.length > 0;
      case 'plants':
        return world.plants;
      case 'birds':
        return world.birds;
      case 'space':
        return world.space;
      case 'air':
        return !world.space;
      default:
        return (world.weather as readonly string[]).includes(name);
    }
  }

  private draw<T>(key: string, items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.decks.draw(key, items.length)];
  }

  /** A sound, sight or smell not yet heard in this chapter, if the place has one left. */
  private sense(key: string, items: readonly string[]): string | undefined {
    const heard = this.heard.get(this.scene.chapter) ?? new Set<string>();
    this.heard.set(this.scene.chapter, heard);
    for (let attempt = 0; attempt < items.length; attempt++) {
      const item = this.draw(key, items);
      if (item !== undefined && !heard.has(item)) {
        heard.add(item);
        return item;
      }
    }
    return undefined;
  }

  private noun(slot: string): Noun | undefined {
    const { plan, cast, scene } = this;
    const setting = scene.setting;
    const world = PLACE_WORLD[setting.key];
    switch (slot) {
      case 'kind':
        return cast.companion.kind;
      case 'feet':
        return BODY_WORDS[cast.companion.species.body];
      case 'helper':
        return cast.helper.name;
      case 'role':
        return cast.helper.role;
      case 'person':
        return cast.people[0]?.name;
      case 'relation':
        return cast.people[0]?.relation;
      case 'fav':
        return cast.favourite?.noun;
      case 'spot':
        return cast.spot;
      case 'place':
        return setting.place;
      case 'from':
        return scene.from?.place;
      case 'edge':
        return setting.edge;
      case 'heart':
        return (plan.far ?? plan.setting).heart;
      case 'station':
        return scene.station;
      case 'before':
        return scene.visited.at(-1);
      case 'want':
        return plan.want.want;
      case 'owner':
        return plan.want.owner;
      case 'clue':
        return plan.want.clue;
      case 'answer':
        return plan.want.answer;
      case 'water':
        return this.draw(`water:${setting.key}`, world.water);
      case 'height':
        return this.draw(`height:${setting.key}`, world.heights);
      case 'dark':
        return this.draw(`dark:${setting.key}`, world.dark);
      case 'creature':
        return this.draw(`creature:${setting.key}`, setting.creatures);
      case 'ground':
        return this.draw(`ground:${setting.key}`, setting.ground);
      case 'trait':
        return TRAIT_WORDS[plan.trait];
      default:
        return undefined;
    }
  }

  private text(slot: string): string | undefined {
    const { plan, language, cast } = this;
    const setting = this.scene.setting;
    switch (slot) {
      case 'goal':
        return plan.want.goal[language];
      case 'sound':
        return this.sense(`sound:${setting.key}`, setting.sounds[language]);
      case 'sight':
        return this.sense(`sight:${setting.key}`, setting.sights[language]);
      case 'smell':
        return this.sense(`smell:${setting.key}`, setting.smells[language]);
      case 'travel':
        return this.draw(`travel:${setting.key}`, setting.travel[language]);
      case 'call':
        return cast.companion.species.sound[language];
      default:
        return undefined;
    }
  }

  private forms(slot: string): Record<string, string> | undefined {
    const { cast, language } = this;
    if (slot === 'hero') return personForms(cast.hero, cast.heroGender, language);
    if (slot === 'companion' || slot === 'pet') {
      return personForms(cast.companion.name, cast.companion.gender, language);
    }
    if (slot === 'pair') {
      if (language === 'en') return { dos: 'the two of them', '': 'the two friends' };
      if (!cast.heroGender) return {};
      const both = cast.heroGender === 'f' && cast.companion.gender === 'f';
      return { o: both ? 'as' : 'os', dos: both ? 'las dos' : 'los dos' };
    }
    if (slot === 'person' && cast.people[0]) {
      const person = cast.people[0];
      const { '': _name, s: _s, ...pronouns } = personForms('', person.gender, language);
      return { ...nounForms(person.name, language), ...pronouns };
    }
    // A scene speaks of one stream, one creature, one sound at a time.
    const held = this.sticky.get(slot);
    if (held) return held;
    const full = this.noun(slot);
    // Named twice in this chapter already: the story says it the short way ("the trail", "la torre").
    const again =
      SHORTENED.has(slot) && (this.named.get(`${this.scene.chapter}:${slot}`) ?? 0) >= this.namesBeforeShort;
    const noun = full && again ? shortNoun(full) : full;
    const text = noun ? undefined : this.text(slot);
    const forms = noun ? nounForms(noun, language) : text === undefined ? undefined : { '': text };
    if (forms && STICKY.has(slot)) this.sticky.set(slot, forms);
    return forms;
  }

  /** A new scene: the stream, the creature and the sounds may change. */
  newScene(): void {
    this.sticky.clear();
    this.spoken.clear();
  }

  /** Slots a told line has spoken of: the rest of the scene keeps them (the parrot met stays the parrot). */
  keep(slots: readonly string[]): void {
    const names = new Set(slots.map((slot) => slot.split('.')[0] ?? ''));
    for (const name of names) {
      this.spoken.add(name);
      const key = `${this.scene.chapter}:${name}`;
      this.named.set(key, (this.named.get(key) ?? 0) + 1);
    }
    if (names.has('station')) this.stationNamed.set(this.scene.chapter, this.stationsNamed() + 1);
  }

  private stationsNamed(): number {
    return this.stationNamed.get(this.scene.chapter) ?? 0;
  }

  /** Other words for the slots nothing in the scene has spoken of yet, so a line can be tried again. */
  redraw(): void {
    for (const slot of [...this.sticky.keys()]) if (!this.spoken.has(slot)) this.sticky.delete(slot);
  }

  has(key: string): boolean {
    const [slot = '', form = ''] = key.split('.');
    // The small scenes that fill a chapter out do not name its landmark a third time.
    if (slot === 'station' && this.filling && this.stationsNamed() >= MAX_FILL_STATION) return false;
    return this.forms(slot)?.[form] !== undefined;
  }

  value(slot: string, form: string): string {
    return this.forms(slot)?.[form] ?? '';
  }
}
