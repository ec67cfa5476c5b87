import { randomBytes } from 'node:crypto';

/**
 * Where a story's files live in the blob store (ADR 010), in one place: everything of a story is under
 * its folder, so deleting the story (or the account) removes its files with one prefix. Audio and cover
 * keys carry a fresh version each time they are written, so a key never changes content and the browser
 * and the service worker may cache it for good.
 */

const version = () => randomBytes(4).toString('hex');

/** `stories/<storyId>`: every file of one story. */
export const storyFolder = (storyId: string): string => `stories/${storyId}`;

/** `stories/<storyId>/audio/<chapterId>-<version>.mp3`: a chapter's narration, new key per narration. */
export const chapterAudioKey = (storyId: string, chapterId: string): string =>
  `${storyFolder(storyId)}/audio/${chapterId}-${version()}.mp3`;

/** `stories/<storyId>/cover-<version>.svg`: the story's cover picture. */
export const storyCoverKey = (storyId: string): string => `${storyFolder(storyId)}/cover-${version()}.svg`;
