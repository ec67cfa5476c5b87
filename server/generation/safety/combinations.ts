/**
 * Harm made of harmless words: "put the baby in the oven", "meter al gato en la lavadora", "cut off his
 * head", "I want to die". Each rule names concepts (word-lists.ts) that must meet within one clause,
 * in order where order matters, and the category a match is refused as. The first rule that matches
 * decides.
 */

import type { ReadText, Tag } from './lexicon';
import { foldText } from './normalize';
import type { UnsafeCategory } from './word-lists';

/** Words that may stand between someone and a dangerous place: "the baby in the oven", "al gato en la lavadora". */
const LINKERS = new Set(
  foldText(
    'in into inside the a an his her my their its to on out of off down from up ' +
      'en el la los las al del dentro de por un una su sus mi mis a',
  ).split(' '),
);

/** Pronouns fixed to a Spanish verb that name who the act is done to: "matarlo", "pegarle". */
const OBJECT_CLITICS = new Set(['lo', 'la', 'le', 'los', 'las', 'les', 'selo', 'sela']);
const SELF_CLITICS = new Set(['me', 'te', 'se', 'melo', 'mela']);

interface Clause {
  /** The tags of each token in the clause, in order. */
  tags: Set<Tag>[];
  clitics: (string | undefined)[];
  words: ReadonlySet<string>[];
}

type Rule = (clause: Clause) => UnsafeCategory | undefined;

function positions(clause: Clause, tag: Tag): number[] {
  return clause.tags.flatMap((tags, at) => (tags.has(tag) ? [at] : []));
}

const has = (clause: Clause, tag: Tag) => clause.tags.some((tags) => tags.has(tag));

/** Is there `second` after some `first`, at most `within` tokens on? */
function followedBy(clause: Clause, first: Tag, second: Tag, within: number): boolean {
  const seconds = positions(clause, second);
  return positions(clause, first).some((a) => seconds.some((b) => b > a && b - a <= within));
}

/** Is there `first` and `second` at most `within` tokens apart, in either order? */
function near(clause: Clause, first: Tag, second: Tag, within: number): boolean {
  const seconds = positions(clause, second);
  return positions(clause, first).some((a) => seconds.some((b) => b !== a && Math.abs(b - a) <= within));
}

/** Is there `second` after some `first` with only small words between: "eats the children", "en el horno". */
function linkedTo(clause: Clause, first: number, seconds: readonly number[], within: number): boolean {
  return seconds.some(
    (second) =>
      second > first &&
      second - first <= within &&
      clause.words.slice(first + 1, second).every((words) => [...words].some((word) => LINKERS.has(word))),
  );
}

/** "I want to hurt myself", "quiero matarme", "se ahorca", "cortarme": an act turned on oneself. */
const selfHarm: Rule = (clause) => {
  const acts = [...positions(clause, 'act'), ...positions(clause, 'cut')];
  const turnedInward = acts.some(
    (at) =>
      SELF_CLITICS.has(clause.clitics[at] ?? '') ||
      // Spanish "se ahorca": the pronoun just before the verb.
      (clause.words[at - 1]?.has('se') ?? false),
  );
  if (turnedInward || near(clause, 'act', 'self', 3) || near(clause, 'cut', 'self', 3)) return 'self-harm';
  if (followedBy(clause, 'want', 'death', 4) || (has(clause, 'pills') && has(clause, 'death'))) {
    return 'self-harm';
  }
  return undefined;
};

/** "hit the baby", "le pega a su perro", "dispararle": an act done to someone, outside a game. */
const harmSomeone: Rule = (clause) => {
  if (has(clause, 'contest')) return undefined;
  const acts = positions(clause, 'act');
  if (acts.some((at) => OBJECT_CLITICS.has(clause.clitics[at] ?? ''))) return 'violence';
  return followedBy(clause, 'act', 'target', 5) ? 'violence' : undefined;
};

/** "put the baby in the oven", "tirar al perrito al fuego", "push grandpa off the cliff". */
const putSomeoneInDanger: Rule = (clause) => {
  const targets = positions(clause, 'target');
  const dangers = positions(clause, 'danger-place');
  const movers = [...positions(clause, 'put'), ...positions(clause, 'act')];
  return targets.some(
    (target) =>
      movers.some((mover) => mover < target && target - mover <= 4) && linkedTo(clause, target, dangers, 5),
  )
    ? 'violence'
    : undefined;
};

const RULES: readonly Rule[] = [
  selfHarm,
  putSomeoneInDanger,
  harmSomeone,
  (clause) => (near(clause, 'cut', 'body', 4) ? 'violence' : undefined),
  (clause) => (near(clause, 'soft-weapon', 'target', 8) ? 'weapons' : undefined),
  (clause) => (has(clause, 'death') && has(clause, 'young') ? 'violence' : undefined),
  (clause) => (has(clause, 'death') && has(clause, 'everyone') ? 'horror' : undefined),
  (clause) => {
    const young = positions(clause, 'young');
    return positions(clause, 'eat').some((eat) => linkedTo(clause, eat, young, 4)) ? 'horror' : undefined;
  },
  (clause) => (positions(clause, 'gore-bit').length >= 2 ? 'horror' : undefined),
  (clause) =>
    (has(clause, 'group') && (has(clause, 'insult') || has(clause, 'bad'))) ||
    (has(clause, 'gender') && has(clause, 'insult'))
      ? 'hate'
      : undefined,
  (clause) => (has(clause, 'undress') && has(clause, 'intimate') ? 'sexual' : undefined),
  (clause) =>
    (has(clause, 'smoke') && (has(clause, 'smokable') || has(clause, 'young'))) ||
    (has(clause, 'drink') && has(clause, 'soft-alcohol')) ||
    (has(clause, 'sell') && has(clause, 'pills'))
      ? 'drugs'
      : undefined,
];

export function findHarmfulCombination({ tokens, tags }: ReadText): UnsafeCategory | undefined {
  const clauses = new Map<number, Clause>();
  tokens.forEach((token, at) => {
    const clause = clauses.get(token.clause) ?? { tags: [], clitics: [], words: [] };
    clause.tags.push(tags[at] as Set<Tag>);
    clause.clitics.push(token.clitic);
    clause.words.push(token.forms);
    clauses.set(token.clause, clause);
  });
  for (const clause of clauses.values()) {
    for (const rule of RULES) {
      const category = rule(clause);
      if (category) return category;
    }
  }
  return undefined;
}
