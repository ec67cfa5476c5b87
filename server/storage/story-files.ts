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

/**
 * `…/<chapterId>-<version>.data-saver.mp3`: the smaller copy of the chapter audio at `audioKey`, beside
 * it. Derived from that key, so new audio (a new key) gets a new copy, and it lives in the story folder.
 */
export const dataSaverAudioKey = (audioKey: string): string =>
  `${audioKey.replace(/\.mp3$/, '')}.data-saver.mp3`;

/** Every file made from one narration: deleting it when new audio replaces it deletes these. */
export const chapterAudioFiles = (audioKey: string): string[] => [audioKey, dataSaverAudioKey(audioKey)];

/** `stories/<storyId>/cover-<version>.svg`: the story's cover picture. */
export const storyCoverKey = (storyId: string): string => `${storyFolder(storyId)}/cover-${version()}.svg`;
