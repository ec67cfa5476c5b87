/**
 * Puts a chapter's told lines into paragraphs the way the age band reads: short sentences for the
 * youngest, joined ones for older listeners, speech in a paragraph of its own. Then fills it out to
 * its length with small scenes of the place (only ones that fit it), never with more plot.
 */

import type { AgeBand, Language, WrittenChapter } from '../../types';
import { capitalizeStart, countWords, joinSentences, splitSentences } from '../grammar/sentences';
import type { Random } from '../random';

export interface Section {
  readonly lines: readonly string[];
  /** Small scenes may follow this section when the chapter is short. */
  readonly room: boolean;
  /** Told away from home (small scenes of the place) or at home. */
  readonly away: boolean;
  /** May be left out when the chapter is long already (a rest, a small happening). */
  readonly optional?: boolean;
}

const JOIN: Record<AgeBand, { share: number; max: number }> = {
  '2-4': { share: 0, max: 0 },
  '4-6': { share: 0.1, max: 16 },
  '6-8': { share: 0.35, max: 24 },
  '8-12': { share: 0.55, max: 32 },
};

const isSpeech = (line: string) => /[“”«»]|(^|\s)—/.test(line);

function paragraphs(
  lines: readonly string[],
  ageBand: AgeBand,
  language: Language,
  random: Random,
): string[] {
  const result: string[] = [];
  let current: string[] = [];
  const size = ageBand === '2-4' ? 2 : ageBand === '8-12' ? 4 : 3;
  const flush = () => {
    if (current.length === 0) return;
    const { share, max } = JOIN[ageBand];
    // Sentences are joined only within one line, as it was written: two beats joined by a
    // semicolon can read as cause and effect when they are not.
    const joined = current.flatMap((line) =>
      joinSentences(splitSentences(line), share, max, language, random),
    );
    result.push(joined.map(capitalizeStart).join(' '));
    current = [];
  };
  for (const line of lines) {
    if (isSpeech(line)) {
      flush();
      result.push(splitSentences(capitalizeStart(line)).map(capitalizeStart).join(' '));
      continue;
    }
    current.push(line);
    if (current.length >= size) flush();
  }
  flush();
  return result;
}

export function buildChapter(
  order: number,
  title: string,
  sections: readonly Section[],
  fill: (away: boolean) => string[],
  targetWords: number,
  ageBand: AgeBand,
  language: Language,
  random: Random,
): WrittenChapter {
  const lines = sections.map((section) => [...section.lines]);
  let words = countWords(lines.flat().join(' '));
  // A chapter already long enough leaves out its optional scenes, last first.
  for (let i = sections.length - 1; i >= 0 && words > targetWords * 1.15; i--) {
    if (!sections[i]?.optional) continue;
    words -= countWords((lines[i] ?? []).join(' '));
    lines[i] = [];
  }
  const rooms = sections.flatMap((section, i) => (section.room ? [i] : []));
  // Small scenes go after the sections that have room, in turn, until the chapter is long enough.
  for (let turn = 0; words < targetWords * 0.95 && rooms.length > 0 && turn < 40; turn++) {
    const at = rooms[turn % rooms.length] as number;
    const extra = fill(sections[at]?.away ?? false);
    if (extra.length === 0) {
      rooms.splice(turn % rooms.length, 1);
      continue;
    }
    lines[at]?.push(...extra);
    words += countWords(extra.join(' '));
  }
  return { order, title, paragraphs: paragraphs(lines.flat(), ageBand, language, random) };
}
