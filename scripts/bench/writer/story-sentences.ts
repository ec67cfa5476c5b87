// How the writer benchmark reads a story: its sentences, with the names it uses replaced by "·" so
// that two stories that differ only in their names say the same sentence.
import type { WrittenStory } from '../../../server/generation/writer/types';

const SENTENCE_END = /(?<=[.!?…][”"»]?)\s+(?=[¡¿“"«—]*\p{Lu})/u;

export const sentencesOf = (text: string) =>
  text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);

export const paragraphs = (story: WrittenStory) => story.chapters.flatMap((chapter) => chapter.paragraphs);

/** Names are the capitalised words a story uses inside a sentence; each becomes "·". */
function normalizer(story: WrittenStory): (sentence: string) => string {
  const names = new Set<string>();
  for (const sentence of paragraphs(story).flatMap(sentencesOf)) {
    for (const match of sentence.matchAll(/(?<=[\p{L},;:] )\p{Lu}[\p{L}'-]*/gu)) names.add(match[0]);
  }
  names.delete('I');
  const pattern = new RegExp(`(?<![\\p{L}])(${[...names].join('|') || '\\u0000'})(?![\\p{L}])`, 'gu');
  return (sentence) => sentence.replace(pattern, '·');
}

export const normalizedSentences = (story: WrittenStory) => {
  const normalize = normalizer(story);
  return paragraphs(story).flatMap(sentencesOf).map(normalize);
};
