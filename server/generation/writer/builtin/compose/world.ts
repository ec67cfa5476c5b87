/**
 * A story's world once every choice is made (who, where, what for) and the moving scene a chapter is
 * told in (when, where exactly). Templates read both through StorySlots.
 */

import type { AgeBand, Language } from '../../types';
import type { GoalDef, HelperDef, SettingDef, Species, ThemeDef } from '../content/content-types';
import type { Noun } from '../grammar/noun';
import type { Bi, Block } from '../grammar/template';

export type FavouriteKind = 'fly' | 'play' | 'hug' | 'read' | 'ride' | 'wear' | 'music' | 'look' | 'draw';

export interface Favourite {
  readonly noun: Noun;
  readonly kind: FavouriteKind;
}

export interface Companion {
  readonly name: string;
  readonly species: Species;
  /** The child's own pet, from the parent's ideas. */
  readonly isPet: boolean;
}

export interface StoryWorld {
  readonly language: Language;
  readonly ageBand: AgeBand;
  readonly theme: ThemeDef;
  readonly setting: SettingDef;
  readonly goal: GoalDef;
  readonly hero: string;
  readonly companion: Companion;
  readonly helper: HelperDef;
  readonly home: Noun;
  readonly favourite: Favourite | undefined;
  /** The theme's turning point chosen for this story. */
  readonly turn: Bi<Block>;
  /** Obstacles in the order the story meets them, each at its landmark. */
  readonly obstacles: readonly { readonly block: Bi<Block>; readonly landmark: Noun }[];
}

export type TimeOfDay = 'morning' | 'midday' | 'afternoon' | 'evening';

export type Location =
  | { readonly kind: 'home' }
  | { readonly kind: 'path' }
  | { readonly kind: 'edge' }
  | { readonly kind: 'heart' }
  | { readonly kind: 'landmark'; readonly landmark: Noun };

export interface Scene {
  readonly chapter: number;
  readonly last: boolean;
  readonly time: TimeOfDay;
  /** The chapter opens on a new day (after a night at camp). */
  readonly newDay: boolean;
  readonly location: Location;
  /** Where the story is heading next, for a chapter's closing line. */
  readonly next: Noun;
  /** Landmarks already passed, for remembering on the way home. */
  readonly visited: readonly Noun[];
  /** The helper has appeared; the quest is under way; the quest is done. */
  readonly met: boolean;
  readonly quest: boolean;
  readonly done: boolean;
}
