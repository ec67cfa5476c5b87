/**
 * Answers templates' slots ({hero}, {place.al}, {sound}…) and flags (?young, ?evening, ?sniff…) for
 * one story. Some slots hold still for a whole scene (the creature met, the things counted) so a
 * scene talks about one snail, not three; others (sounds, smells) draw a fresh one each time.
 */

import type { AgeBand } from '../../types';
import { SKY, SNACKS, WHEN } from '../content/common/time-and-place';
import type { BiList, Countable } from '../content/content-types';
import { nameForms, nounForms, type Noun } from '../grammar/noun';
import type { SlotSource } from '../grammar/render';
import type { Decks, Random } from '../random';
import { countForms } from './counting';
import { locationPhrase } from './location';
import type { Scene, StoryWorld } from './world';

const BAND_FLAGS: Record<AgeBand, readonly string[]> = {
  '2-4': ['young', 'toddler'],
  '4-6': ['young', 'preschool'],
  '6-8': ['old', 'mid'],
  '8-12': ['old', 'big'],
};

type Sticky = Noun | { countable: Countable; amount: number } | string;

export class StorySlots implements SlotSource {
  readonly language;
  readonly old: boolean;
  private scene: Scene | undefined;
  private readonly sticky = new Map<string, Sticky>();

  constructor(
    private readonly world: StoryWorld,
    private readonly random: Random,
    private readonly decks: Decks,
  ) {
    this.language = world.language;
    this.old = world.ageBand === '6-8' || world.ageBand === '8-12';
  }

  setScene(scene: Scene): void {
    this.scene = scene;
  }

  get currentScene(): Scene {
    if (!this.scene) throw new Error('no scene set');
    return this.scene;
  }

  /** A new scene of the story: the creature, the counted things and the ground may change. */
  beginModule(): void {
    this.sticky.clear();
  }

  private fromList(key: string, list: BiList): string {
    const items = list[this.language];
    return items[this.decks.draw(`${key}:${this.language}`, items.length)] as string;
  }

  private fromNouns(key: string, nouns: readonly Noun[]): Noun {
    return nouns[this.decks.draw(key, nouns.length)] as Noun;
  }

  private stickyNoun(key: string, nouns: readonly Noun[]): Noun {
    const held = this.sticky.get(key);
    if (held && typeof held === 'object' && 'en' in held) return held;
    const chosen = this.fromNouns(key, nouns);
    this.sticky.set(key, chosen);
    return chosen;
  }

  private stickyText(key: string, list: BiList): string {
    const held = this.sticky.get(key);
    if (typeof held === 'string') return held;
    const chosen = this.fromList(key, list);
    this.sticky.set(key, chosen);
    return chosen;
  }

  private count(): { countable: Countable; amount: number } {
    const held = this.sticky.get('count');
    if (held && typeof held === 'object' && 'countable' in held) return held;
    const { countables } = this.world.setting;
    const countable = countables[this.decks.draw('count', countables.length)] as Countable;
    const chosen = { countable, amount: this.random.between(3, this.old ? 7 : 5) };
    this.sticky.set('count', chosen);
    return chosen;
  }

  private noun(slot: string): Noun | undefined {
    const { world } = this;
    const scene = this.currentScene;
    switch (slot) {
      case 'pet':
        return world.companion.species.noun;
      case 'role':
        return world.helper.role;
      case 'place':
        return world.setting.place;
      case 'edge':
        return world.setting.edge;
      case 'heart':
        return world.setting.heart;
      case 'token':
        return world.goal.token;
      case 'object':
        return world.goal.object;
      case 'home':
        return world.home;
      case 'landmark':
        return scene.location.kind === 'landmark' ? scene.location.landmark : undefined;
      case 'next':
        return scene.next;
      case 'visited':
        return scene.visited.length > 0 ? this.stickyNoun('visited', scene.visited) : undefined;
      case 'fav':
        return world.favourite?.noun;
      case 'ground':
        return this.stickyNoun('ground', world.setting.ground);
      case 'creature':
        return this.stickyNoun('creature', world.setting.creatures);
      default:
        return undefined;
    }
  }

  private text(slot: string): string | undefined {
    const { world } = this;
    const scene = this.currentScene;
    const setting = world.setting;
    switch (slot) {
      case 'sound':
        return this.fromList(`sound:${setting.key}`, setting.sounds);
      case 'smell':
        return this.fromList(`smell:${setting.key}`, setting.smells);
      case 'sight':
        return this.fromList(`sight:${setting.key}`, setting.sights);
      case 'snack':
        return this.fromList('snack', SNACKS);
      case 'sky':
        return this.fromList(`sky:${scene.time}`, SKY[scene.time] as BiList);
      case 'travel':
        return this.stickyText(`travel:${setting.key}`, setting.travel);
      case 'camp':
        return this.stickyText(`camp:${setting.key}`, setting.camp);
      case 'when': {
        const key = `${scene.newDay ? 'new' : 'same'}-${scene.time}`;
        return this.fromList(`when:${key}`, WHEN[key] ?? (WHEN['same-afternoon'] as BiList));
      }
      case 'quest':
        return world.goal.quest[this.language];
      case 'kind':
        return world.theme.kind[this.language];
      case 'at':
        return locationPhrase(scene.location, world, this.language);
      case 'there':
        return locationPhrase({ kind: 'heart' }, world, this.language);
      default:
        return undefined;
    }
  }

  private names(slot: string): Record<string, string> | undefined {
    const { world } = this;
    if (slot === 'hero') return nameForms(world.hero, this.language);
    if (slot === 'companion') return nameForms(world.companion.name, this.language);
    if (slot === 'helper') {
      const name = world.helper.name[this.language];
      // Spoken to, a Spanish title drops its article: "Buenas noches, granjera Ada".
      return { ...nameForms(name, this.language), v: name.replace(/^(el|la) /, '') };
    }
    return undefined;
  }

  has(slot: string): boolean {
    if (slot === 'count') return this.world.setting.countables.length > 0;
    if (this.names(slot)) return true;
    if (['landmark', 'visited', 'fav'].includes(slot)) return this.noun(slot) !== undefined;
    return KNOWN_SLOTS.has(slot);
  }

  flag(name: string): boolean {
    const { world } = this;
    const scene = this.currentScene;
    if (BAND_FLAGS[world.ageBand].includes(name)) return true;
    if (name === world.companion.species.skill) return true;
    if (name === 'pet') return world.companion.isPet;
    if (name === scene.time) return true;
    if (name === 'newday') return scene.newDay;
    if (name === 'first') return scene.chapter === 1;
    if (name === 'last') return scene.last;
    if (name === world.setting.key) return true;
    if (name === 'met') return scene.met;
    if (name === 'quest') return scene.quest;
    if (name === 'done') return scene.done;
    if (name === 'home') return scene.location.kind === 'home';
    if (name === 'away') return scene.location.kind !== 'home';
    if (name === 'fav' || name === `fav-${world.favourite?.kind ?? 'none'}`)
      return world.favourite !== undefined;
    return false;
  }

  value(slot: string, form: string): string {
    const forms =
      this.names(slot) ??
      (slot === 'count' ? countForms(this.count(), this.language) : undefined) ??
      (() => {
        const found = this.noun(slot);
        if (found) return nounForms(found, this.language);
        const text = this.text(slot);
        return text === undefined ? undefined : { '': text };
      })();
    const value = forms?.[form];
    if (value === undefined) throw new Error(`unknown slot {${slot}${form ? `.${form}` : ''}}`);
    return value;
  }
}

const KNOWN_SLOTS = new Set([
  'pet',
  'role',
  'place',
  'edge',
  'heart',
  'token',
  'object',
  'home',
  'next',
  'ground',
  'creature',
  'sound',
  'smell',
  'sight',
  'snack',
  'sky',
  'travel',
  'camp',
  'when',
  'at',
  'quest',
  'kind',
  'there',
]);
