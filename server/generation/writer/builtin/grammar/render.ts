/**
 * Turns one template line into text. The result is "raw": its first letter is in the case it would
 * have in the middle of a sentence, so sentences can be joined for older listeners; the chapter
 * assembler capitalizes sentence starts at the very end.
 */

import type { Language } from '../../types';
import type { Random } from '../random';
import { expandChoices } from './choices';
import type { TemplateLine } from './template';

export interface SlotSource {
  readonly language: Language;
  /** Older listeners (6-8, 8-12) get the rich words and the optional clauses. */
  readonly old: boolean;
  /** The youngest listeners (2-4): a choice that may add nothing adds nothing. */
  readonly brief: boolean;
  /** Whether a slot can be filled, in the form asked ("hero.o" needs the hero's gender). */
  has(slot: string): boolean;
  flag(name: string): boolean;
  value(slot: string, form: string): string;
}

export function isAvailable(line: TemplateLine, source: SlotSource): boolean {
  return (
    line.flags.every((flag) => (flag.startsWith('!') ? !source.flag(flag.slice(1)) : source.flag(flag))) &&
    line.slots.every((slot) => source.has(slot))
  );
}

// "A" as a word of its own: not the last letter of a name that ends in an accented letter ("Lucía and"
// is not "Lucían and"), so the word boundary is a letter test, not \b (which takes "í" for a space).
const EN_A_BEFORE_VOWEL = /(?<![\p{L}\p{M}])([Aa]) (?!(?:uni|use|usu|eu|one|once)\w*)([aeiouAEIOU]\w*)/gu;

function tidy(text: string, language: Language): string {
  let result = text
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?…])/g, '$1')
    .replace(/([¡¿“—]) /g, (match, mark: string) => (mark === '—' ? match : mark))
    .trim();
  // Spanish contractions (al, del) come from the noun's own forms ({place.al}), never from the text.
  if (language === 'en') {
    result = result.replace(EN_A_BEFORE_VOWEL, (_m, a: string, word: string) => `${a}n ${word}`);
  }
  // A new sentence inside a line starts with a capital, except a Spanish dialogue tag (—dijo).
  return result.replace(
    /([.!?]) ([¡¿“"«]*)(\p{Ll})/gu,
    (_m, end: string, open: string, letter: string) => `${end} ${open}${letter.toUpperCase()}`,
  );
}

function startsWithSlot(text: string): boolean {
  return text.startsWith('{');
}

export function renderLine(line: TemplateLine, source: SlotSource, random: Random): string {
  let text = line.text.replace(/<<([^<>]*)>>/g, (_m, clause: string) => (source.old ? clause : ''));
  text = expandChoices(text, { old: source.old, brief: source.brief }, random);
  const slotFirst = startsWithSlot(text);
  text = text.replace(/\{([a-zA-Z]+)(?:\.([a-zA-Z]*))?\}/g, (_m, slot: string, form: string | undefined) =>
    source.value(slot, form ?? ''),
  );
  text = tidy(text, source.language);
  // Raw form: a literal first word is lower-cased so the sentence can follow a comma; names keep capitals.
  if (!slotFirst && !/^I\b/.test(text)) text = text.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase());
  return text;
}
