/**
 * Text as the safety check reads it: lower case, accents folded (ñ kept), and the usual disguises
 * undone, so one word list catches every spelling. A text becomes clauses of tokens; each token keeps
 * every spelling it may stand for ("k1ll" → kill, "ki11" → kill, "shiiit" → shit, "k.i.l.l" and
 * "k i l l" → kill), and the word lists match any of them.
 */

export interface Token {
  /** The spellings this token may stand for; the first is the folded word as typed. */
  readonly forms: readonly string[];
  /** Clauses end at . ! ? ; : and line breaks: combinations are looked for within one clause. */
  readonly clause: number;
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
};

/** Lower case, no accents, no zero-width characters; ñ stays a letter of its own ("año" is not "ano"). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/([nN])\u0303/g, (_m, n: string) => (n === 'N' ? 'Ñ' : 'ñ'))
    .replace(/\p{M}/gu, '')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .toLowerCase();
}

/** A word as typed, inner dots and dashes included ("k.i.l.l", "mur-der"), or a run of * and #. */
const WORD = /[\p{L}\p{N}*#@$]+(?:[.\-_·'’][\p{L}\p{N}*#@$]+)*/gu;
const CLAUSE_END = /[.!?;:\n]/;

function leetForms(word: string): string[] {
  // Only words that mix letters and digits or symbols: "3 little pigs" and "1999" stay numbers.
  if (!/[\p{L}*#]/u.test(word) || !/[\d@$]/.test(word)) return [word];
  const swap = (one: string) => word.replace(/[0-9@$]/g, (c) => (c === '1' ? one : (LEET[c] ?? c)));
  return [word, swap('i'), swap('l')];
}

/** "shiiiit" → "shit" and "shiit"; "murderr" → "murder" (a doubled last letter is a common slip). */
function squeezedForms(word: string): string[] {
  const forms = [word, word.replace(/(.)\1{2,}/g, '$1'), word.replace(/(.)\1{2,}/g, '$1$1')];
  if (/(.)\1$/.test(word) && word.length > 4) forms.push(word.slice(0, -1));
  return forms;
}

function formsOf(word: string): string[] {
  return [...new Set(leetForms(word).flatMap(squeezedForms))].filter(Boolean);
}

interface RawWord {
  text: string;
  clause: number;
}

function rawWords(text: string): RawWord[] {
  const folded = foldText(text)
    // "sh!t", "k!ll": an exclamation mark between letters stands for an i.
    .replace(/(?<=\p{L})!(?=\p{L})/gu, 'i')
    // "the princess's head": the possessive goes, so the word is the word.
    .replace(/['’]s\b/g, '');
  const words: RawWord[] = [];
  let clause = 0;
  let last = 0;
  for (const match of folded.matchAll(WORD)) {
    const gap = folded.slice(last, match.index);
    const previous = words.at(-1);
    // A letter spelled out with stops between ("k. i. l. l") is still one word, not four clauses.
    const spelling = previous?.text.length === 1 && match[0].length === 1;
    if (CLAUSE_END.test(gap) && !spelling) clause += 1;
    words.push({ text: match[0], clause });
    last = match.index + match[0].length;
  }
  return words;
}

/** The tokens of a text, clause by clause, with every spelling each may stand for. */
export function tokenize(text: string): Token[] {
  const tokens: { forms: string[]; clause: number }[] = [];
  // Single letters in a row: "a g u n" spells "agun" and, from its second letter, "gun".
  let spelled: { forms: string[]; clause: number }[] = [];
  let run = '';
  const endRun = () => {
    spelled.forEach((token, start) => {
      if (run.length - start >= 3) token.forms.push(...formsOf(run.slice(start)));
    });
    spelled = [];
    run = '';
  };
  for (const word of rawWords(text)) {
    const parts = word.text.split(/[.\-_·'’]/).filter(Boolean);
    const joined = parts.join('');
    // Letters typed one by one ("k i l l", "f.u.c.k") are read as the word they spell.
    if (parts.every((part) => part.length === 1)) {
      const token = { forms: formsOf(joined), clause: word.clause };
      tokens.push(token);
      if (parts.length === 1) {
        spelled.push(token);
        run += joined;
      } else endRun();
      continue;
    }
    endRun();
    parts.forEach((part, index) => {
      const forms = formsOf(part);
      // "mur-der", "ki.ll": the whole word is one more spelling of its first part.
      if (index === 0 && parts.length > 1) forms.push(...formsOf(joined));
      tokens.push({ forms, clause: word.clause });
    });
  }
  endRun();
  return tokens.map((token) => ({ forms: [...new Set(token.forms)], clause: token.clause }));
}
