import { COMPANION_WORDS, fold, matchesAt, phraseAt, phrases, type CompanionKind } from './cover-words';

/**
 * Which kind of companion a story has, read from its sentences. Writers introduce the companion by
 * name and kind ("Pogo, a little mouse", "a puppy called Nib"), so the kind beside the name counts
 * most and one a few words away a little. A story whose companion has no name (the OpenAI-compatible
 * writer may leave it out) is read for the first kind introduced that way.
 */

const kinds = phrases(COMPANION_WORDS);

// Words that may stand between a name and its kind.
const BETWEEN_AFTER = new Set(
  'a an the un una el la his her their su little baby tiny small young pequeno pequena pequenito pequenita'.split(
    ' ',
  ),
);
const BETWEEN_BEFORE = new Set('called named que se llamaba llamado llamada'.split(' '));

function kindAfter(tokens: readonly string[], from: number): CompanionKind | undefined {
  let at = from;
  while (BETWEEN_AFTER.has(tokens[at] ?? '')) at++;
  return phraseAt(tokens, at, kinds)?.key;
}

/** The kind right beside the name at `at`, with only the words above between them. */
function besideName(tokens: readonly string[], at: number, length: number): CompanionKind | undefined {
  const after = kindAfter(tokens, at + length);
  if (after) return after;
  let before = at - 1;
  while (BETWEEN_BEFORE.has(tokens[before] ?? '')) before--;
  return kinds.find(({ parts }) => matchesAt(tokens, before - parts.length + 1, parts))?.key;
}

function byName(nameParts: readonly string[], sentences: readonly string[][]): CompanionKind | undefined {
  const votes = new Map<CompanionKind, number>();
  const vote = (kind: CompanionKind, weight: number) => votes.set(kind, (votes.get(kind) ?? 0) + weight);
  for (const tokens of sentences) {
    for (let at = 0; at < tokens.length; at++) {
      if (!matchesAt(tokens, at, nameParts)) continue;
      const beside = besideName(tokens, at, nameParts.length);
      if (beside) {
        vote(beside, 4);
        continue;
      }
      for (let offset = -4; offset <= 6; offset++) {
        const found = offset === 0 ? undefined : phraseAt(tokens, at + offset, kinds);
        if (found) vote(found.key, 1 / Math.abs(offset));
      }
    }
  }
  return [...votes].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The first kind introduced after a comma, as companions are: "…, a little fox with a bushy tail". */
function introduced(opening: string): CompanionKind | undefined {
  for (const match of opening.matchAll(/,\s+(?:a|an|un|una)\s+([^,.;:!?]{1,40})/giu)) {
    const kind = kindAfter(fold(match[1] ?? '').split(' '), 0);
    if (kind) return kind;
  }
  return undefined;
}

/**
 * `sentences` are the story's sentences as folded tokens; `opening` is the first chapter as written.
 * Undefined when the story never says what its companion is.
 */
export function readCompanion(
  name: string,
  sentences: readonly string[][],
  opening: string,
): CompanionKind | undefined {
  const nameParts = fold(name).split(' ').filter(Boolean);
  return (nameParts.length > 0 ? byName(nameParts, sentences) : undefined) ?? introduced(opening);
}
