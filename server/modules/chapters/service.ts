import type { FastifyBaseLogger } from 'fastify';
import type { AudioQuality, ChapterAudio } from '../../../src/contract/story';
import { AppError } from '../../errors';
import type { DataSaverAudio } from '../../media/data-saver-audio';
import type { MediaSigner } from '../../media/media-signer';
import type { BlobStore } from '../../storage/blob-store';
import { fileDigest } from '../../storage/file-digest';
import type { ChaptersRepository } from '../stories/chapters-repository';

/**
 * S§3 chapter audio: a fresh signed URL to a chapter of one of the caller's stories, with the file's
 * size and SHA-256 so that a download is verified before it counts as kept. A data-saver copy that
 * cannot be made is not an error: the answer is the standard file, saying so, and the download keeps
 * that (ADR 026).
 */

export interface ChapterAudioDependencies {
  chapters: Pick<ChaptersRepository, 'findOwned'>;
  store: BlobStore;
  signer: MediaSigner;
  dataSaver: DataSaverAudio;
}

export interface ChapterAudioRequest {
  authorId: string;
  chapterId: string;
  quality: AudioQuality;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const notReady = () => new AppError('AUDIO_NOT_READY', 409, 'This chapter has no audio yet');

export function createChapterAudioService({ chapters, store, signer, dataSaver }: ChapterAudioDependencies) {
  async function answer(key: string, duration: number, quality: AudioQuality) {
    const digest = await fileDigest(store, key);
    if (!digest) return undefined;
    return { audioUrl: signer.sign(key), duration, ...digest, quality } satisfies ChapterAudio;
  }

  return {
    async audio({ authorId, chapterId, quality, log }: ChapterAudioRequest): Promise<ChapterAudio> {
      const chapter = await chapters.findOwned(authorId, chapterId);
      if (!chapter) throw new AppError('NOT_FOUND', 404, 'Chapter not found');
      if (!chapter.audioKey) throw notReady();
      // The copy plays the same sound from the same instant (mp3-transcode.ts): one duration for both.
      const duration = Math.round(chapter.duration);
      const standard = await answer(chapter.audioKey, duration, 'standard');
      if (!standard) throw notReady();
      if (quality === 'standard') return standard;
      try {
        return (await answer(await dataSaver.copyOf(chapter.audioKey), duration, 'data-saver')) ?? standard;
      } catch (error) {
        log.warn({ err: error, chapterId }, 'no data-saver copy: answering the standard audio');
        return standard;
      }
    },
  };
}

export type ChapterAudioService = ReturnType<typeof createChapterAudioService>;
