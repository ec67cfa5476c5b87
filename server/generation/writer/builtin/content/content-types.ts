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

/** The kinds of story a theme can tell (see content/shapes/). */
export type ShapeKey =
  | 'lost-thing'
  | 'lost-one'
  | 'delivery'
  | 'mend'
  | 'mystery'
  | 'brave'
  | 'new-friend'
  | 'gift'
  | 'contest'
  | 'way-home'
  | 'sleepless'
  | 'welcome';

/**
 * One story a theme can tell: the shape, and the theme's own things to fill it. `want` is what the
 * story is after (the lost star, the shy troll), `owner` who needs it, `goal` the want as a phrase
 * ("bring the star back to the sky" / "devolver la estrella al cielo"), `clue` what the way shows them.
 */
export interface WantDef {
  readonly shape: ShapeKey;
  readonly want: Noun;
  readonly owner: Noun;
  readonly goal: { readonly en: string; readonly es: string };
  readonly clue: Noun;
  /** What a mystery turns out to be ("a family of bees building a hive"); the one a new friend is. */
  readonly answer?: Noun;
  /** Makes sense far from the Earth too (on the Moon); the others are kept for places with air. */
  readonly space?: boolean;
  /** Places where this story makes no sense. */
  readonly not?: readonly SettingKey[];
}

/**
 * A kind of story, told the same way whatever the theme fills it with: how the want arrives (call),
 * a step closer after each trial (gain), the low point (low), the ending earned by the hero's trait
 * (earn: lines flagged ?kind ?brave ?clever ?ask ?patient) and the want fulfilled (deliver).
 */
export interface ShapeDef {
  readonly key: ShapeKey;
  readonly call: Bi<Block>;
  readonly gain: Bi<Block>;
  readonly low: Bi<Block>;
  readonly earn: Bi<Block>;
  readonly deliver: Bi<Block>;
  /** Story titles: "{hero} and {want}". */
  readonly titles: BiList;
}

export interface ThemeDef {
  readonly key: Theme;
  readonly settings: readonly SettingKey[];
  readonly companions: readonly string[];
  readonly helpers: readonly HelperDef[];
  /** At least ten stories, over at least ten shapes. */
  readonly wants: readonly WantDef[];
  /** Trials of the theme's own, told in its own places. */
  readonly obstacles: readonly Bi<Block>[];
  /** One noun for the kind of story: "a gentle adventure" / "una aventura tranquila". */
  readonly kind: { readonly en: string; readonly es: string };
}
