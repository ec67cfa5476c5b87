/**
 * Tells blocks of story material, one beat after another, and keeps the story's one hard rule: no
 * sentence is ever said twice in a story. An alternative whose sentence was already used is passed
 * over for another; a beat with nothing new to say is left out rather than repeated.
 */

import type { AgeBand, Language } from '../../types';
import type { Beat, Bi, Block, TemplateLine } from '../grammar/template';
import { firstReading, spokenLength } from '../grammar/choices';
import { isAvailable, renderLine } from '../grammar/render';
import {
  capitalizeStart,
  countWords,
  MIN_TODDLER_SENTENCE,
  splitForToddlers,
  splitSentences,
} from '../grammar/sentences';
import type { Decks, Random } from '../random';
import type { StorySlots } from './slots';

/** Picture-book sentences: halves joined by "and" or a semicolon become two sentences. */
function forToddlers(text: string, language: Language): string {
  // Outside speech, a semicolon or a colon before a whole clause is where a picture book starts anew.
  const speech = /[“”«»—]/.test(text);
  const seam = speech ? /(;) (?=\p{Ll})/u : /([;:]) (?=\p{Ll}[\p{L} ]*\p{L} \p{L})/u;
  // A half of a few words ("and it was gone") is no sentence of its own: it stays with its neighbour.
  const pieces = text.split(seam);
  const joined: string[] = [pieces[0] ?? ''];
  for (let i = 1; i + 1 < pieces.length; i += 2) {
    const [mark, next] = [pieces[i] as string, pieces[i + 1] as string];
    const last = joined.at(-1) as string;
    if (countWords(last) < MIN_TODDLER_SENTENCE || countWords(next) < MIN_TODDLER_SENTENCE) {
      joined[joined.length - 1] = `${last}${mark} ${next}`;
    } else joined.push(next);
  }
  const halves = joined.map((half, i, all) => (i < all.length - 1 ? `${half}.` : half));
  const sentences = splitForToddlers(
    halves.flatMap((half, i) => splitSentences(i > 0 ? capitalizeStart(half) : half)),
    language,
  );
  // "…, and then…" becomes "…. And then…": picture books start sentences with "and". A question or an
  // exclamation stays whole ("¿…, y adónde fueron?" has one pair of marks).
  const and = language === 'en' ? /, (and|but) / : /, (y|e|pero) /;
  return sentences
    .flatMap((sentence) => {
      const match = speech || /[?!]$/.test(sentence) ? null : and.exec(sentence);
      if (!match || countWords(sentence) < 10) return [sentence];
      const first = sentence.slice(0, match.index);
      const rest = sentence.slice(match.index + 2);
      return countWords(first) >= MIN_TODDLER_SENTENCE && countWords(rest) >= MIN_TODDLER_SENTENCE
        ? [`${first}.`, capitalizeStart(rest)]
        : [sentence];
    })
    .join(' ');
}

const longestSentence = (text: string) =>
  Math.max(...splitSentences(firstReading(text).replace(/\{[^}]*\}/g, 'x x')).map(countWords));

/** The share of a beat's lines, shortest first, that the youngest hear. */
const SHORTER_SHARE = 0.5;

/** Flags of lines that bring in the parent's ideas: a favourite thing, a person, a pet, a situation. */
const IDEA_FLAGS = /^(fav(-[a-z]+)?|person|pet|situation)$/;

/** How many chapters after its telling a line with choices may be told again, in other words. */
const RETELL_AFTER = 3;

const split = (slot: string): [string, string] => {
  const [name = '', form = ''] = slot.split('.');
  return [name, form];
};

export class Teller {
  private readonly used = new Set<string>();
  /** Lines of small scenes already told: each is told once a story, whatever fills its slots. */
  private readonly usedLines = new Set<object>();
  /**
   * Each line with the words in its slots, and the chapter it was told in: the same line never says the
   * same thing twice — except, in a long story, a line with choices told at least three chapters ago,
   * which comes back in other words (a twelve-chapter story rests more often than a beat has lines).
   */
  private readonly usedFillings = new Map<string, number>();

  constructor(
    readonly slots: StorySlots,
    private readonly random: Random,
    private readonly decks: Decks,
    private readonly ageBand: AgeBand,
  ) {}

  /** The parent's ideas a told line has already brought in (its favourite thing, its person…). */
  private readonly honoured = new Set<string>();

  /** The idea flags of a line that the story has not brought in yet. */
  private newIdeas(line: TemplateLine): string[] {
    return line.flags.filter((flag) => IDEA_FLAGS.test(flag) && !this.honoured.has(flag));
  }

  /** The youngest hear the shorter lines of a beat: picture-book sentences are short. */
  private forAge(beat: Beat, indexes: number[]): number[] {
    if (this.ageBand !== '2-4' || indexes.length < 3) return indexes;
    const length = (index: number) => spokenLength((beat.lines[index] as TemplateLine).text);
    const lengths = indexes.map(length).sort((a, b) => a - b);
    const longest = lengths[Math.floor((lengths.length - 1) * SHORTER_SHARE)] as number;
    const shorter = indexes.filter((index) => length(index) <= longest);
    // A line whose sentences run long is for older listeners, when the beat has others.
    const LIMIT = Number(process.env.XLIM ?? 99);
    const brief = shorter.filter(
      (index) => longestSentence((beat.lines[index] as TemplateLine).text) <= LIMIT,
    );
    return brief.length >= 2 ? brief : shorter;
  }

  private beat(beat: Beat, once: boolean): string | undefined {
    const fits: number[] = [];
    beat.lines.forEach((line, index) => {
      if (isAvailable(line, this.slots) && !(once && this.usedLines.has(line))) fits.push(index);
    });
    // The parent's ideas come first: a line that brings in one not yet in the story is told before others.
    const bringing = fits.filter((index) => this.newIdeas(beat.lines[index] as TemplateLine).length > 0);
    const available = this.forAge(beat, bringing.length > 0 ? bringing : fits);
    const deckKey = `${beat.uid}:${available.join(',')}`;
    // A line may be tried again with other words in its slots and choices before the beat gives up.
    for (let attempt = 0; attempt < available.length * 3; attempt++) {
      if (attempt >= available.length) this.slots.redraw();
      const line = beat.lines[available[this.decks.draw(deckKey, available.length)] as number];
      // Another draw of its slots may have left a line without words (every sound already heard).
      if (!line || !isAvailable(line, this.slots)) continue;
      const filling = `${beat.uid}:${line.text}:${line.slots.map((slot) => this.slots.value(...split(slot))).join('|')}`;
      const toldIn = this.usedFillings.get(filling);
      const again = line.text.includes('[[') && this.slots.scene.chapter - (toldIn ?? 0) >= RETELL_AFTER;
      if (toldIn !== undefined && !again) continue;
      const rendered = renderLine(line, this.slots, this.random);
      // The youngest hear long sentences split in two; the halves must be new sentences too.
      const text = this.ageBand === '2-4' ? forToddlers(rendered, this.slots.language) : rendered;
      const keys = splitSentences(capitalizeStart(text)).map((sentence) => sentence.toLowerCase());
      if (text === '' || new Set(keys).size < keys.length || keys.some((key) => this.used.has(key))) continue;
      for (const key of keys) this.used.add(key);
      this.usedFillings.set(filling, this.slots.scene.chapter);
      this.slots.keep(line.slots);
      if (once) this.usedLines.add(line);
      for (const flag of this.newIdeas(line)) this.honoured.add(flag);
      return text;
    }
    return undefined;
  }

  /**
   * Tells a whole block as one scene; each told beat is one line of the result. With `once`, a line
   * already told in this story is not told again with other words in its slots.
   */
  tell(block: Bi<Block>, once = false): string[] {
    this.slots.newScene();
    return block[this.slots.language].beats.flatMap((beat) => this.beat(beat, once) ?? []);
  }

  /**
   * One beat of a block, drawn at random: a small scene to fill a chapter out. Lines not yet told in
   * the story come first; once they are all told, a line may come back with new words in its slots.
   */
  tellOne(block: Bi<Block>): string[] {
    this.slots.newScene();
    const beats = block[this.slots.language].beats;
    const key = `one:${beats[0]?.uid ?? ''}`;
    for (const once of [true, false]) {
      // The deck's turns first, so the scenes rotate; then every beat not tried yet, before giving up.
      const tried = new Set<number>();
      const tell = (index: number) => {
        tried.add(index);
        const beat = beats[index];
        return beat ? this.beat(beat, once) : undefined;
      };
      for (let attempt = 0; attempt < beats.length; attempt++) {
        const told = tell(this.decks.draw(key, beats.length));
        if (told !== undefined) return [told];
      }
      for (const index of beats.keys()) {
        const told = tried.has(index) ? undefined : tell(index);
        if (told !== undefined) return [told];
      }
    }
    return [];
  }
}
