import type { ReadAlong } from '../../../src/contract/read-along';
import { AppError } from '../../errors';
import type { ChaptersRepository } from '../stories/chapters-repository';
import { alignReadAlong } from './read-along-alignment';

/**
 * GET /chapters/{id}/read-along (issue 15): a chapter of one of the caller's stories, its paragraphs
 * and each word's time in the audio. Aligned on every ask: it takes well under a millisecond per
 * hundred words, and so it always matches the chapter's current text and audio (ADR 032).
 */

export interface ReadAlongDependencies {
  chapters: Pick<ChaptersRepository, 'findOwned'>;
}

export function createReadAlongService({ chapters }: ReadAlongDependencies) {
  return {
    async readAlong(authorId: string, chapterId: string): Promise<ReadAlong> {
      const chapter = await chapters.findOwned(authorId, chapterId);
      if (!chapter) throw new AppError('NOT_FOUND', 404, 'Chapter not found');
      return {
        chapterId: chapter.id,
        paragraphs: chapter.paragraphs,
        words: alignReadAlong(chapter.title, chapter.paragraphs, chapter.wordTimings),
      };
    },
  };
}
