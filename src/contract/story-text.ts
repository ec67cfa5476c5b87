import { AI_CONTENT_NOTICE } from './constants';

// A story as plain text and its files' names, for sharing and exporting: the app's Share and the
// server's GET /stories/{id}/export write the same thing (ADR 019, ADR 022). Zod-free: the story page
// imports it.

export interface StoryForText {
  title: string;
  description: string;
  language: string;
  chapters: ReadonlyArray<{ order: number; title: string; paragraphs: readonly string[] }>;
}

const chapterWord = { en: 'Chapter', es: 'Capítulo' } as const;

/** Title, description, each chapter's title and paragraphs, and the AI notice, in the story's language. */
export function storyText(story: StoryForText): string {
  const language = story.language === 'es' ? 'es' : 'en';
  const chapters = [...story.chapters].sort((a, b) => a.order - b.order);
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
export function chapterFileName(chapter: { order: number; title: string }): string {
  const number = String(chapter.order).padStart(2, '0');
  return `${number} - ${safeFileName(chapter.title, `Chapter ${number}`)}.mp3`;
}
