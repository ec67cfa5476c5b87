/**
 * The shapes of the story material: settings, themes, companions and helpers. Material is written in
 * both languages side by side so that a story told in Spanish has the same plot as in English, while
 * each language's sentences are written natively.
 */

import type { Theme } from '../../types';
import type { Gender, Noun } from '../grammar/noun';
import type { Bi, Block } from '../grammar/template';

export interface BiList {
  readonly en: readonly string[];
  readonly es: readonly string[];
}

/** What the companion is good at; obstacles and small scenes call on it. */
export type Skill = 'sniff' | 'fly' | 'climb' | 'squeeze' | 'hop' | 'swim' | 'dig' | 'listen';

export interface Species {
  readonly key: string;
  readonly noun: Noun;
  readonly skill: Skill;
}

export interface HelperDef {
  readonly name: { readonly en: string; readonly es: string };
  /** Its Spanish gender is the helper's, for agreeing endings ({role.o}). */
  readonly role: Noun;
}

/** Something to count with little ones: singular and plural forms, Spanish gender. */
export interface Countable {
  readonly en: readonly [string, string];
  readonly es: readonly [string, string, Gender];
}

export type SettingKey =
  | 'forest'
  | 'beach'
  | 'castle'
  | 'mountain'
  | 'farm'
  | 'garden'
  | 'lake'
  | 'jungle'
  | 'moon'
  | 'island'
  | 'meadow'
  | 'sky';

export interface SettingDef {
  readonly key: SettingKey;
  readonly place: Noun;
  /** Where the place begins: the edge of the wood, the top of the dunes. */
  readonly edge: Noun;
  /** Where the goal is found and the turning point happens. */
  readonly heart: Noun;
  /** How one is at the heart: "in the tower room" / "en la habitación", "by the great oak" / "junto al roble". */
  readonly heartAt: { readonly en: 'at' | 'in' | 'by' | 'on'; readonly es: 'en' | 'junto a' };
  /** Stops along the way; each obstacle chapter happens at one of them. */
  readonly landmarks: readonly Noun[];
  readonly ground: readonly Noun[];
  /** How one gets there: "along the winding path". */
  readonly travel: BiList;
  /** Where one sleeps out there on a night of the journey. */
  readonly camp: BiList;
  /** Clauses: "the leaves whispered overhead". */
  readonly sounds: BiList;
  /** What the air smells of: "warm pine needles" / "agujas de pino calentitas". */
  readonly smells: BiList;
  /** Clauses: "sunlight made golden spots on the moss". */
  readonly sights: BiList;
  /** Small unnamed creatures met on the way (singular). */
  readonly creatures: readonly Noun[];
  readonly countables: readonly Countable[];
  readonly arrive: Bi<Block>;
  readonly obstacles: readonly Bi<Block>[];
}

export interface GoalDef {
  /** What the story is after: the Moon Lantern. */
  readonly object: Noun;
  /** What the hero carries along: the silver map. */
  readonly token: Noun;
  /** The incite already puts the token in the hero's hands (so the usual handing-over is left out). */
  readonly handsOver?: boolean;
  /** How the quest begins, told after the helper arrives. */
  readonly incite: Bi<Block>;
  /** The object is found at the heart of the place. */
  readonly found: Bi<Block>;
  /** All is well again. */
  readonly fixed: Bi<Block>;
  /** Places where this quest makes no sense (no river to follow on the moon). */
  readonly not?: readonly SettingKey[];
  /** For the description and reminders: "bring the Moon Lantern home to the fireflies". */
  readonly quest: { readonly en: string; readonly es: string };
}

export interface ThemeDef {
  readonly key: Theme;
  readonly settings: readonly SettingKey[];
  readonly companions: readonly string[];
  readonly helpers: readonly HelperDef[];
  readonly goals: readonly GoalDef[];
  readonly obstacles: readonly Bi<Block>[];
  readonly turns: readonly Bi<Block>[];
  /** Signs of progress, one beat per obstacle chapter, in order. */
  readonly steps: Bi<Block>;
  /** Small scenes that taste of the theme, used between plot beats. */
  readonly flavour: Bi<Block>;
  /** One noun for the kind of story: "a gentle adventure" / "una aventura tranquila". */
  readonly kind: { readonly en: string; readonly es: string };
}
