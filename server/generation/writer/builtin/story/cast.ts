/**
 * Who is in a story: the hero (the child, or the child the parent's ideas name), a companion (their
 * pet from the ideas, or one of the theme's animals), a helper who knows the place, and the people
 * from the ideas (a brother named Hugo, grandma). Each has a gender only when it is known: a pet's
 * from its word ("perra"), the hero's from the parent's own words. A hero with no known gender is
 * spoken of by name and, in English, as "they"; in Spanish without gendered endings.
 */

import type { StoryRequest } from '../../types';
import { THEMES } from '../content/catalog';
import { COMPANION_NAMES, HERO_NAMES } from '../content/common/names';
import type { HelperDef } from '../content/content-types';
import { noun, type Gender, type Noun } from '../grammar/noun';
import type { IdeaPerson, StoryIdeas } from '../ideas/parse-ideas';
import type { Random } from '../random';
import { SPECIES, type Species } from '../world/species';

export type FavouriteKind =
  'fly' | 'play' | 'hug' | 'read' | 'ride' | 'wear' | 'music' | 'look' | 'draw' | 'eat';

export interface Favourite {
  readonly noun: Noun;
  readonly kind: FavouriteKind;
}

export interface Companion {
  readonly name: string;
  readonly species: Species;
  /** What the story calls it: "puppy" / "perrita" (the parent's word for their own pet). */
  readonly kind: Noun;
  readonly gender: Gender;
  readonly isPet: boolean;
}

export interface Helper {
  /** "Farmer Ada" / "la granjera Ada": a noun, so Spanish gets "a la granjera", "al abuelo". */
  readonly name: Noun;
  readonly role: Noun;
  readonly gender: Gender;
}

export interface Person {
  /** The name, or how the story calls them ("Grandma" / "la abuela"). */
  readonly name: Noun;
  /** "brother" / "hermano"; undefined when the name already says it. */
  readonly relation: Noun | undefined;
  /** Unknown for the profile's child when the ideas made another child the hero. */
  readonly gender: Gender | undefined;
  readonly named: boolean;
}

export interface Cast {
  readonly hero: string;
  readonly heroGender: Gender | undefined;
  readonly companion: Companion;
  readonly helper: Helper;
  readonly people: readonly Person[];
  readonly favourite: Favourite | undefined;
  /** The parent's own word for the place, when the story's place has another name ("the beach"). */
  readonly spot: Noun | undefined;
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

/** "la granjera Ada" → a feminine noun that takes its article; "Old Whiskers" stays a proper name. */
export function helperOf(def: HelperDef): Helper {
  const article = /^(el|la) /.exec(def.name.es)?.[1];
  const gender: Gender = article === 'la' ? 'f' : article === 'el' ? 'm' : def.role.es.gender;
  const es = article ? def.name.es.slice(article.length + 1) : `!${def.name.es}`;
  return { name: noun(`!${def.name.en}`, es, gender), role: def.role, gender };
}

function personOf(idea: IdeaPerson): Person {
  if (idea.name) {
    return {
      // A name takes no article; its grammatical gender only matters where the gender is known.
      name: noun(`!${idea.name}`, `!${idea.name}`, idea.gender ?? 'm'),
      relation: idea.noun,
      gender: idea.gender,
      named: true,
    };
  }
  const called = idea.noun;
  // Unnamed family is called as a family calls them: "Grandma" in English, "la abuela" in Spanish.
  const family = ['grandma', 'grandpa', 'mum', 'dad', 'aunt', 'uncle'].includes(idea.relation);
  const en = family ? `!${called.en.text.replace(/^./, (c) => c.toUpperCase())}` : called.en.text;
  return {
    name: noun(en, called.es.text, called.es.gender),
    relation: undefined,
    gender: idea.gender,
    named: false,
  };
}

function chooseCompanion(
  request: StoryRequest,
  ideas: StoryIdeas,
  taken: string[],
  random: Random,
): Companion {
  const nameFor = (gender: Gender) =>
    random.pick(COMPANION_NAMES[request.language][gender].filter((name) => !taken.includes(name)));
  if (ideas.pet) {
    const species = SPECIES.get(ideas.pet.key) ?? (SPECIES.get('puppy') as Species);
    const gender = ideas.pet.noun.es.gender;
    return { name: ideas.pet.name ?? nameFor(gender), species, kind: ideas.pet.noun, gender, isPet: true };
  }
  // A series keeps last story's companion: the same name, the same animal.
  const before = request.previous?.companion;
  const known = before && SPECIES.get(before.species);
  if (before && known) {
    const kind = known.noun[before.gender];
    return { name: before.name, species: known, kind, gender: kind.es.gender, isPet: false };
  }
  const species =
    SPECIES.get(random.pick(THEMES[request.theme].companions)) ?? (SPECIES.get('fox') as Species);
  const gender: Gender = random.chance(0.5) ? 'f' : 'm';
  const kind = species.noun[gender];
  // A kind with one word for both ("ardilla") decides the grammar; the name follows it.
  return { name: nameFor(kind.es.gender), species, kind, gender: kind.es.gender, isPet: false };
}

export function chooseCast(request: StoryRequest, ideas: StoryIdeas, random: Random): Cast {
  const child = cleanHeroName(request.heroName);
  const hero = ideas.heroName ?? child ?? random.pick(HERO_NAMES[request.language]);
  const people = ideas.people.map(personOf);
  // The ideas are about another child ("Lucía y su perro Toby…"): the profile's child comes along too.
  if (ideas.heroName && child && child !== ideas.heroName) {
    people.unshift({
      name: noun(`!${child}`, `!${child}`, 'm'),
      relation: undefined,
      gender: undefined,
      named: true,
    });
  }
  const taken = [hero, ...people.map((p) => p.name.en.text)];
  return {
    hero,
    heroGender: ideas.heroGender,
    companion: chooseCompanion(request, ideas, taken, random),
    helper: helperOf(sameHelper(request) ?? random.pick(THEMES[request.theme].helpers)),
    people: people.slice(0, 2),
    favourite: ideas.favourites[0],
    spot: ideas.placeWord,
  };
}

/** The helper of the story this one follows, when it is one of this theme's. */
function sameHelper(request: StoryRequest): HelperDef | undefined {
  const name = request.previous?.helper;
  return name === undefined ? undefined : THEMES[request.theme].helpers.find((h) => h.name.en === name);
}
