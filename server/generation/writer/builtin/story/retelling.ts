/**
 * The line work of a parent's rewrite (ADR 035): a gentler chapter has no peril — a few words are
 * softened, and a sentence that still holds one is left out (the chapter is filled out again with calm
 * scenes) — and a shorter one that is still long loses sentences from its middle, never its first or
 * last paragraph, nor anyone speaking.
 */

import type { Language, WrittenChapter } from '../../types';
import { countWords, splitSentences } from '../grammar/sentences';

/** Words of peril, fear and hurry, as beginnings of words (so "scared" also finds "scaredy"). */
export const PERIL_WORDS: Record<Language, RegExp> = {
  en: /\b(lost|dark|alone|worr(y|ied|ies|ying)|shadow|fright|scar(ed|y)|afraid|fear|trembl|shiver|thunder|storm|cr(y|ied|ies|ying)\b|tears?\b|fell\b|fall(en|ing)\b|slip|stuck|trapped|danger|scream|panic|hurr(y|ied|ying)|growl|roar|howl|monster|creak|gloom|nervous|worst|bad feeling)/iu,
  es: /(?<![\p{L}])(perdi[dó]|oscur|sombra|miedo|asust|preocup|tembl|torment|trueno|llor(ar|a|an|aba|ó|ando|aban)(?![\p{L}])|grit|gruñ(ía|ó|ir|endo|ido)|prisa|deprisa|cayó|caer|ca[ií]da|resbal|atrap|peligr|rug(ía|ió|ido|iendo)|cruj|monstru|nervios|lo peor|mal presentimiento|solo en|sola en|a solas)/iu,
};

/** Softer words for the commonest ones, tried before a sentence is left out. */
const SOFTER: Record<Language, [RegExp, string][]> = {
  en: [
    [/\bscared\b/giu, 'unsure'],
    [/\bfrightened\b/giu, 'surprised'],
    [/\bafraid\b/giu, 'unsure'],
    [/\bworried\b/giu, 'thoughtful'],
    [/\bworrying\b/giu, 'wondering'],
    [/\bhurried\b/giu, 'strolled'],
    [/\bhurrying\b/giu, 'strolling'],
    [/\bdark\b/giu, 'dim'],
    [/\bshadows\b/giu, 'soft shapes'],
    [/\bthunderstorms\b/giu, 'rainy days'],
    [/\btrembling\b/giu, 'wobbly'],
  ],
  es: [
    [/(?<![\p{L}])preocupado(?![\p{L}])/giu, 'pensativo'],
    [/(?<![\p{L}])preocupada(?![\p{L}])/giu, 'pensativa'],
    [/(?<![\p{L}])oscuridad(?![\p{L}])/giu, 'penumbra'],
    [/(?<![\p{L}])sombras(?![\p{L}])/giu, 'formas suaves'],
    [/(?<![\p{L}])tormentas(?![\p{L}])/giu, 'lluvias'],
    [/(?<![\p{L}])con prisa(?![\p{L}])/giu, 'con calma'],
    [/(?<![\p{L}])temblorosa(?![\p{L}])/giu, 'suave'],
  ],
};

const keepCase = (found: string, softer: string) =>
  /^\p{Lu}/u.test(found) ? softer.charAt(0).toUpperCase() + softer.slice(1) : softer;

/** Whether a text still holds a word of peril. */
export function hasPeril(text: string, language: Language): boolean {
  return PERIL_WORDS[language].test(text);
}

function soften(sentence: string, language: Language): string {
  return SOFTER[language].reduce(
    (text, [word, softer]) => text.replace(word, (found) => keepCase(found, softer)),
    sentence,
  );
}

/** A chapter's told lines, gentler: softer words, and no sentence that still holds peril. */
export function softenLines(lines: readonly string[], language: Language): string[] {
  return lines.flatMap((line) => {
    const kept = splitSentences(line)
      .map((sentence) => soften(sentence, language))
      .filter((sentence) => !hasPeril(sentence, language));
    return kept.length > 0 ? [kept.join(' ')] : [];
  });
}

const isSpeech = (sentence: string) => /[“”«»"]|(^|\s)—/.test(sentence);

/**
 * A shorter chapter that is still longer than `target` words: sentences go from its middle paragraphs,
 * the longest paragraph first and its last-but-one sentence first, until it fits; the first and last
 * paragraphs (where it starts and where it leaves off) and speech stay whole.
 */
export function trimToWords(chapter: WrittenChapter, target: number): WrittenChapter {
  const paragraphs = chapter.paragraphs.map((paragraph) => splitSentences(paragraph));
  let words = countWords(chapter.paragraphs.join(' '));
  while (words > target * 1.05) {
    const middle = paragraphs
      .map((sentences, index) => ({ sentences, index }))
      .filter(({ sentences, index }) => index > 0 && index < paragraphs.length - 1 && sentences.length > 1)
      .sort((a, b) => b.sentences.length - a.sentences.length);
    const from = middle.find(({ sentences }) =>
      sentences.some((sentence, i) => i > 0 && !isSpeech(sentence)),
    );
    if (!from) break;
    const at = from.sentences.findLastIndex((sentence, i) => i > 0 && !isSpeech(sentence));
    words -= countWords(from.sentences[at] ?? '');
    from.sentences.splice(at, 1);
  }
  return { ...chapter, paragraphs: paragraphs.map((sentences) => sentences.join(' ')).filter(Boolean) };
}
