import { describe, expect, it } from 'vitest';
import { createBuiltinWriter } from '../../../../server/generation/writer/builtin/builtin-writer';
import {
  hasPeril,
  softenLines,
  trimToWords,
} from '../../../../server/generation/writer/builtin/story/retelling';
import type { Language, StoryRequest, WrittenStory } from '../../../../server/generation/writer/types';

/**
 * A parent's rewrite of one chapter with the built-in writer (ADR 035): gentler has no peril words,
 * shorter is about two thirds of the words, another telling differs; all keep the story's names, its
 * place and the chapter's title, and only the chapter asked for is written.
 */

const writer = createBuiltinWriter();
const words = (paragraphs: readonly string[]) => paragraphs.join(' ').split(/\s+/).filter(Boolean).length;

const requestFor = (language: Language, theme: StoryRequest['theme'], seed: string): StoryRequest => ({
  seed,
  language,
  theme,
  ageBand: '6-8',
  chapterCount: 4,
  targetMinutes: 20,
  heroName: language === 'en' ? 'Olivia' : 'Lucía',
});

/** Stories whose chapter 2 has something a gentler telling must soften (checked below). */
const cases: [Language, StoryRequest['theme'], string][] = [
  ['en', 'animals', 'sanimals'],
  ['en', 'fantasy', 'sfantasy'],
  ['es', 'adventure', 'sadventure'],
  ['es', 'animals', 'sanimals'],
];

describe.each(cases)('the built-in writer rewrites chapter 2 (%s, %s)', (language, theme, seed) => {
  const request = requestFor(language, theme, seed);
  let story: WrittenStory;
  const chapter = () => story.chapters[1]!;
  const text = (paragraphs: readonly string[]) => paragraphs.join(' ');

  it('writes the story', async () => {
    story = await writer.write(request);
    expect(hasPeril(text(chapter().paragraphs), language)).toBe(true);
  });

  it('gentler: no word of peril is left, and the names and the title stay', async () => {
    const gentler = await writer.rewriteChapter!(request, story, 2, undefined, 'gentler');
    expect(gentler.order).toBe(2);
    expect(gentler.title).toBe(chapter().title);
    expect(hasPeril(text(gentler.paragraphs), language)).toBe(false);
    expect(text(gentler.paragraphs)).toContain(request.heroName);
    // About as long as before: the room left by what went is filled with calm scenes.
    expect(words(gentler.paragraphs)).toBeGreaterThan(words(chapter().paragraphs) * 0.8);
  });

  it('shorter: about 60–70 % of the words, the same names', async () => {
    const shorter = await writer.rewriteChapter!(request, story, 2, undefined, 'shorter');
    const share = words(shorter.paragraphs) / words(chapter().paragraphs);
    expect(share).toBeGreaterThanOrEqual(0.58);
    expect(share).toBeLessThanOrEqual(0.72);
    expect(text(shorter.paragraphs)).toContain(request.heroName);
    expect(text(shorter.paragraphs)).toContain(story.cast.companion);
  });

  it('again: another telling of the same part, with the same hero, companion and place', async () => {
    const again = await writer.rewriteChapter!(request, story, 2, undefined, 'again');
    const before = new Set(
      chapter()
        .paragraphs.join(' ')
        .split(/(?<=[.!?])\s+/),
    );
    const sentences = again.paragraphs.join(' ').split(/(?<=[.!?])\s+/);
    expect(sentences.filter((sentence) => before.has(sentence)).length).toBeLessThan(sentences.length / 3);
    expect(text(again.paragraphs)).toContain(request.heroName);
    expect(text(again.paragraphs)).toContain(story.cast.companion);
    // Asked again, it tells it another way again (the seed comes from the chapter as it stands).
    const third = await writer.rewriteChapter!(
      request,
      { ...story, chapters: [story.chapters[0]!, again, ...story.chapters.slice(2)] },
      2,
      undefined,
      'again',
    );
    expect(text(third.paragraphs)).not.toBe(text(again.paragraphs));
  });

  it('is deterministic, so a job resumed after a crash writes the same chapter', async () => {
    const once = await writer.rewriteChapter!(request, story, 2, undefined, 'shorter');
    const twice = await writer.rewriteChapter!(request, story, 2, undefined, 'shorter');
    expect(twice).toEqual(once);
  });
});

describe('the line work of a rewrite', () => {
  it('softens a few words and leaves out sentences that still hold peril', () => {
    expect(softenLines(['Pip was scared of the dark. The moon was kind.', 'A storm roared.'], 'en')).toEqual([
      'Pip was unsure of the dim. The moon was kind.',
    ]);
    expect(softenLines(['Tenía miedo. La luna brillaba.'], 'es')).toEqual(['La luna brillaba.']);
  });

  it('does not take a name or a harmless word for peril', () => {
    expect(hasPeril('The darkest hour', 'en')).toBe(true);
    expect(hasPeril('Lloró un poco.', 'es')).toBe(true);
    expect(hasPeril('The scarf was warm and the cricket sang.', 'en')).toBe(false);
    expect(hasPeril('El sauce llorón se mecía.', 'es')).toBe(false);
  });

  it('shortens from the middle, never the first or last paragraph nor anyone speaking', () => {
    const chapter = {
      order: 1,
      title: 'One',
      paragraphs: [
        'First one here. First two here.',
        'Middle a. Middle b. “Hello,” said Pip. Middle c.',
        'Last one here.',
      ],
    };
    const trimmed = trimToWords(chapter, 12);
    expect(trimmed.paragraphs[0]).toBe(chapter.paragraphs[0]);
    expect(trimmed.paragraphs.at(-1)).toBe(chapter.paragraphs.at(-1));
    expect(trimmed.paragraphs[1]).toContain('“Hello,” said Pip.');
    expect(words(trimmed.paragraphs)).toBeLessThan(words(chapter.paragraphs));
  });
});
