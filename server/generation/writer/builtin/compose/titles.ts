/**
 * Titles: one per chapter, named for what matters most in it (the landmark of an obstacle, the heart
 * of the place at the turning point, home at the end), never the same twice; and the story's own.
 */

import type { Language } from '../../types';
import { CHAPTER_TITLES, DESCRIPTION, STORY_TITLES } from '../content/common/titles-text';
import { isAvailable, renderLine } from '../grammar/render';
import { capitalizeStart } from '../grammar/sentences';
import type { Block } from '../grammar/template';
import type { Decks, Random } from '../random';
import type { BeatKind, ChapterPlan } from './story-plan';
import type { StorySlots } from './story-slots';
import type { Scene } from './world';

const HEADLINE_ORDER: readonly BeatKind[] = [
  'turn',
  'resolve',
  'obstacle',
  'arrive',
  'incite',
  'depart',
  'winddown',
  'homecoming',
  'open',
];

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'to',
  'in',
  'on',
  'at',
  'by',
  'for',
  'with',
  'from',
]);

/** "the old stone bridge" → "The Old Stone Bridge"; Spanish titles only capitalize their first letter. */
export function titleCase(text: string, language: Language): string {
  if (language === 'es') return capitalizeStart(text);
  return text
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : capitalizeStart(word)))
    .join(' ');
}

export function renderTitle(
  block: Block,
  slots: StorySlots,
  random: Random,
  decks: Decks,
  taken: Set<string>,
): string {
  const beat = block.beats[0];
  if (!beat) throw new Error('a title block needs one beat');
  const available = beat.lines.filter((line) => isAvailable(line, slots));
  for (let attempt = 0; attempt < available.length; attempt++) {
    const line = available[decks.draw(`title:${beat.uid}:${available.length}`, available.length)];
    if (!line) continue;
    const title = titleCase(renderLine(line, slots, random).replace(/\.$/, ''), slots.language);
    if (!taken.has(title)) {
      taken.add(title);
      return title;
    }
  }
  throw new Error('no fresh chapter title left');
}

export class ChapterTitles {
  private readonly taken = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly decks: Decks,
  ) {}

  forChapter(plan: ChapterPlan, scene: Scene, slots: StorySlots): string {
    const headline = HEADLINE_ORDER.find((kind) => plan.beats.includes(kind)) ?? 'open';
    slots.setScene(scene);
    slots.beginModule();
    return renderTitle(CHAPTER_TITLES[headline][slots.language], slots, this.random, this.decks, this.taken);
  }
}

/** The parent's title when there is one; otherwise one made from the hero and the quest. */
export function storyTitle(
  parentTitle: string | undefined,
  slots: StorySlots,
  random: Random,
  decks: Decks,
): string {
  const given = parentTitle?.replace(/\s+/g, ' ').trim();
  if (given) return given;
  slots.beginModule();
  return renderTitle(STORY_TITLES[slots.language], slots, random, decks, new Set());
}

/** One or two sentences about the story, for the library card. */
export function storyDescription(slots: StorySlots, random: Random): string {
  slots.beginModule();
  return DESCRIPTION[slots.language].beats
    .map((beat) => {
      const available = beat.lines.filter((line) => isAvailable(line, slots));
      return capitalizeStart(renderLine(random.pick(available), slots, random));
    })
    .join(' ');
}
