import { AI_CONTENT_NOTICE } from '../../../src/contract/constants';
import { StoryLanguage } from '../../../src/contract/story';
import type { ChapterRow, StoryRow } from '../../db/story-tables';

/**
 * What an exported story holds (GET /stories/{id}/export, ADR 019): `story.txt` with the whole text,
 * and one MP3 per narrated chapter, named so the files sort in reading order on any system.
 */

const chapterWord = { en: 'Chapter', es: 'Capítulo' } as const;

/** Title, description, each chapter's title and paragraphs, and the AI notice, in the story's language. */
export function storyText(story: StoryRow, chapters: readonly ChapterRow[]): string {
  const language = StoryLanguage.catch('en').parse(story.language);
  const blocks = [
    story.title,
    story.description,
    ...chapters.flatMap((chapter) => [
      `${chapterWord[language]} ${chapter.order}: ${chapter.title}`,
      ...chapter.paragraphs,
    ]),
    AI_CONTENT_NOTICE[language],
  ];
  return `${blocks.filter((block) => block.trim() !== '').join('\n\n')}\n`;
}

const MAX_NAME_CHARACTERS = 80;
// Reserved on Windows whatever the extension ("CON.zip" cannot be saved there).
const reservedOnWindows = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * A file name every system accepts: no path separators, no characters Windows refuses, no control
 * characters, no trailing dots or spaces, at most 80 characters (whole characters, never half an emoji).
 */
export function safeFileName(text: string, fallback: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"/\\|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const name = Array.from(cleaned)
    .slice(0, MAX_NAME_CHARACTERS)
    .join('')
    .replace(/[. ]+$/, '');
  if (name === '') return fallback;
  return reservedOnWindows.test(name) ? `${name}_` : name;
}

/** `01 - The Silver Lantern.mp3`: two digits, so chapter 10 sorts after chapter 9. */
export function chapterFileName(chapter: Pick<ChapterRow, 'order' | 'title'>): string {
  const number = String(chapter.order).padStart(2, '0');
  return `${number} - ${safeFileName(chapter.title, `Chapter ${number}`)}.mp3`;
}

// RFC 5987 attr-char: what encodeURIComponent leaves alone, minus ' ( ) * which it must not.
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="El dragon.zip"; filename*=UTF-8''El%20drag%C3%B3n.zip`: browsers that read
 * RFC 6266 take the UTF-8 name with its accents; older ones take the plain one, its accents folded.
 */
export function attachmentDisposition(title: string): string {
  const name = `${safeFileName(title, 'story')}.zip`;
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]+/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
