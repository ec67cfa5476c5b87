/**
 * Tells blocks of story material, one beat after another, and keeps the story's one hard rule: no
 * sentence is ever said twice in a story. An alternative whose sentence was already used is passed
 * over for another; a beat with nothing new to say is left out rather than repeated.
 */

import type { Beat, Block } from '../grammar/template';
import { isAvailable, renderLine } from '../grammar/render';
import { capitalizeStart, splitForToddlers, splitSentences } from '../grammar/sentences';
import type { Decks, Random } from '../random';
import type { StorySlots } from './story-slots';

export class Narration {
  private readonly used = new Set<string>();

  constructor(
    readonly slots: StorySlots,
    private readonly random: Random,
    private readonly decks: Decks,
    private readonly toddler: boolean,
  ) {}

  private key(sentence: string): string {
    return capitalizeStart(sentence).toLowerCase();
  }

  /** Says one beat; returns its raw text, or undefined when every alternative is used up. */
  tellBeat(beat: Beat): string | undefined {
    const available: number[] = [];
    beat.lines.forEach((line, index) => {
      if (isAvailable(line, this.slots)) available.push(index);
    });
    if (available.length === 0) return undefined;
    const deckKey = `${beat.uid}:${available.join(',')}`;
    for (let attempt = 0; attempt < available.length; attempt++) {
      const line = beat.lines[available[this.decks.draw(deckKey, available.length)] as number];
      if (!line) continue;
      // The youngest hear long sentences split in two; the halves must be new sentences too.
      const rendered = renderLine(line, this.slots, this.random);
      const text = this.toddler ? splitForToddlers([rendered], this.slots.language).join(' ') : rendered;
      const sentences = splitSentences(capitalizeStart(text));
      const keys = sentences.map((sentence) => this.key(sentence));
      if (text === '' || new Set(keys).size < keys.length || keys.some((key) => this.used.has(key))) continue;
      for (const key of keys) this.used.add(key);
      return text;
    }
    return undefined;
  }

  /**
   * Tells a whole block as one scene. A small scene whose opening has nothing new left to say is not
   * told at all (`keyed`): its later beats would make no sense without it.
   */
  tell(block: Block, keyed = false): string[] {
    this.slots.beginModule();
    const told: string[] = [];
    for (const [index, beat] of block.beats.entries()) {
      const text = this.tellBeat(beat);
      if (text !== undefined) told.push(text);
      else if (keyed && index === 0 && beat.lines.some((line) => isAvailable(line, this.slots))) return [];
    }
    return told;
  }
}
