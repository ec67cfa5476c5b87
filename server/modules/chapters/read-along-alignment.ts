import { paragraphWords, wordKey, type ReadAlongWord } from '../../../src/contract/read-along';

/**
 * Puts the narrator's word timings on the words of a chapter's text (issue 15, ADR 032). The narrator
 * speaks the title first, then the paragraphs (chapter-script.ts), and reports words its own way:
 * "It's" as "It", "1,000" as "1," and ",0", "2024" followed by stray "024." pieces, "Well-Known" as
 * "Well" alone. So the two sequences are walked side by side: equal words (by `wordKey`) or a spoken
 * beginning of the written word pair up; where they part, the nearest place where two words in a row
 * agree again is found a few words ahead on either side; written words left without a timing share
 * the time around them. Too few words paired means the timings are not of this text: none then.
 */

export interface SpokenWord {
  word: string;
  startMs: number;
  endMs: number;
}

/** How far ahead on either side a lost alignment looks for two words in a row that agree again. */
const LOOKAHEAD = 12;
/** Below this share of written words paired with a spoken one, the timings are not trusted. */
const MIN_PAIRED_SHARE = 0.5;
/** The time a written word before the first paired one is given, each. */
const LEADING_WORD_MS = 250;

interface WrittenWord {
  key: string;
  /** Paragraph and word index; null for a word of the title. */
  place: { p: number; w: number } | null;
}

/** A spoken word stands for a written one: the same, or its beginning ("it" of "its", "1" of "1000"). */
function agrees(written: string, spoken: string): boolean {
  if (!written || !spoken) return false;
  if (written === spoken) return true;
  return written.startsWith(spoken) && (spoken.length >= 2 || /^\p{N}$/u.test(spoken));
}

/** Where both sequences agree again for two words in a row (or at the end), nearest first. */
function resync(written: WrittenWord[], spoken: string[], i: number, j: number): [number, number] | null {
  let best: [number, number] | null = null;
  for (let skip = 1; skip <= 2 * LOOKAHEAD && !best; skip += 1) {
    for (let di = 0; di <= Math.min(skip, LOOKAHEAD); di += 1) {
      const dj = skip - di;
      if (dj > LOOKAHEAD) continue;
      const a = i + di;
      const b = j + dj;
      if (a >= written.length || b >= spoken.length) continue;
      const here = agrees(written[a]!.key, spoken[b]!);
      const last = a + 1 >= written.length || b + 1 >= spoken.length;
      if (here && (last || agrees(written[a + 1]!.key, spoken[b + 1]!))) {
        best = [a, b];
        break;
      }
    }
  }
  return best;
}

/** For each written word, the index of the spoken word it pairs with, or -1. */
function pairWords(written: WrittenWord[], spoken: string[]): number[] {
  const paired = new Array<number>(written.length).fill(-1);
  let i = 0;
  let j = 0;
  while (i < written.length && j < spoken.length) {
    if (agrees(written[i]!.key, spoken[j]!)) {
      paired[i] = j;
      i += 1;
      j += 1;
      continue;
    }
    const next = resync(written, spoken, i, j);
    if (next) [i, j] = next;
    else {
      // Nothing agrees nearby: a word said differently. Both move on; the time is shared out below.
      i += 1;
      j += 1;
    }
  }
  return paired;
}

/**
 * Timings for every written word: a paired word keeps its spoken word's start; a run of words without
 * one shares the time from the paired word before it to the next one's start, by length.
 */
function timeWords(written: WrittenWord[], spoken: SpokenWord[], paired: number[]) {
  const times = written.map((_, index) => {
    const j = paired[index]!;
    return j >= 0 ? { startMs: spoken[j]!.startMs, endMs: spoken[j]!.endMs } : null;
  });
  let index = 0;
  while (index < written.length) {
    if (times[index]) {
      index += 1;
      continue;
    }
    let end = index;
    while (end < written.length && !times[end]) end += 1;
    const before = index > 0 ? times[index - 1]! : null;
    const after = end < written.length ? times[end]! : null;
    const run = written.slice(index, end);
    if (!before) {
      const to = after?.startMs ?? 0;
      run.forEach((_, k) => {
        const startMs = Math.max(0, to - (run.length - k) * LEADING_WORD_MS);
        times[index + k] = { startMs, endMs: Math.max(startMs, to - (run.length - k - 1) * LEADING_WORD_MS) };
      });
    } else {
      // The word before and this run share its span up to the next word (or its own end, at the close).
      const from = before.startMs;
      const to = Math.max(from, after ? after.startMs : before.endMs);
      const lengths = [written[index - 1]!, ...run].map((word) => Math.max(1, word.key.length));
      const total = lengths.reduce((sum, length) => sum + length, 0);
      let at = from;
      const shares = lengths.map((length) => {
        const startMs = at;
        at += ((to - from) * length) / total;
        return { startMs: Math.round(startMs), endMs: Math.round(at) };
      });
      times[index - 1] = shares[0]!;
      shares.slice(1).forEach((share, k) => (times[index + k] = share));
    }
    index = end;
  }
  return times as { startMs: number; endMs: number }[];
}

/**
 * The paragraphs' words with their timings, in reading order, starts never decreasing; null when the
 * narrator gave none, or they do not fit this text.
 */
export function alignReadAlong(
  title: string,
  paragraphs: readonly string[],
  spoken: readonly SpokenWord[] | null | undefined,
): ReadAlongWord[] | null {
  if (!spoken || spoken.length === 0) return null;
  const text: WrittenWord[] = paragraphs.flatMap((paragraph, p) =>
    paragraphWords(paragraph).map((word, w) => ({ key: wordKey(word.text), place: { p, w } })),
  );
  if (text.length === 0) return null;
  const ordered = [...spoken].sort((a, b) => a.startMs - b.startMs);
  const keys = ordered.map((word) => wordKey(word.word));
  // The narrators speak the title first; a title the text starts with ("The Fox" / "The fox ran")
  // could pair either way, so both are tried, and the one pairing more of the text wins (the title
  // spoken, on a tie).
  const titled: WrittenWord[] = [
    ...paragraphWords(title).map((word) => ({ key: wordKey(word.text), place: null })),
    ...text,
  ];
  const tries = [titled, text].map((written) => {
    const paired = pairWords(written, keys);
    const pairedInText = paired.filter((j, index) => j >= 0 && written[index]!.place !== null).length;
    return { written, paired, pairedInText };
  });
  const best = tries[1]!.pairedInText > tries[0]!.pairedInText ? tries[1]! : tries[0]!;
  if (best.pairedInText < text.length * MIN_PAIRED_SHARE) return null;

  const { written, paired } = best;
  const times = timeWords(written, ordered, paired);
  const words: ReadAlongWord[] = [];
  let lastStart = 0;
  written.forEach((word, index) => {
    if (!word.place) return;
    const startMs = Math.max(lastStart, Math.round(times[index]!.startMs));
    words.push({ ...word.place, startMs, endMs: Math.max(startMs, Math.round(times[index]!.endMs)) });
    lastStart = startMs;
  });
  return words;
}
