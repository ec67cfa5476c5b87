import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CreateStoryBody, StoryListQuery, UpdateStoryBody } from '../../../src/contract/story';
import { TARGET_DURATION_PER_CHAPTER } from '../../../src/contract/constants';
import { AppError } from '../../errors';
import type { MediaSigner } from '../../media/media-signer';
import type { StoryRow } from '../../db/story-tables';
import type { QueuePosition } from '../../generation/jobs/queue-position';
import { storedZip, type ZipEntry } from '../../export/stored-zip';
import { readWhole, type BlobStore } from '../../storage/blob-store';
import { storyFolder } from '../../storage/story-files';
import { presentAudioStatus, presentStory } from './present';
import type { ChaptersRepository } from './chapters-repository';
import type { StoriesRepository } from './repository';
import { chapterFileName, storyText } from '../../../src/contract/story-text';
import { attachmentDisposition } from './story-export';
import {
  generationInProgressMessage,
  isFailedStory,
  statusChangeRefusal,
  type ParentStatus,
} from './story-status';

/**
 * The rules of stories (S§4, S§5, ADR 019): one generation per parent at a time, inputs checked for
 * child safety before anything is written, a cancelled or deleted story stops its job, a failed one can
 * be tried again, and a deleted story takes its files with it.
 */

/** The safety check's verdict on a parent's words: the field refused, why, and what to say kindly. */
export type InputCheck =
  | { ok: true }
  | {
      ok: false;
      field: 'title' | 'customIdeas' | 'description';
      category: string;
      message: { en: string; es: string };
    };

type CheckedInput = { title?: string; customIdeas?: string; description?: string; language: 'en' | 'es' };

/** The request's name for each field the safety check names. */
const REQUEST_FIELD = { title: 'title', customIdeas: 'customPrompt', description: 'description' } as const;

export interface StoriesServiceDependencies {
  repository: StoriesRepository;
  chapters: ChaptersRepository;
  signer: MediaSigner;
  store: BlobStore;
  checkInput(input: CheckedInput): InputCheck;
  /** The name of the parent's child, or undefined when the child is not theirs (or does not exist). */
  findChildName(parentId: string, childId: string): Promise<string | undefined>;
  cancelJobs(storyId: string): Promise<void>;
  /** Where the story's generation waits in the queue; null once it has started (ADR 042). */
  queuePosition(storyId: string): Promise<QueuePosition | null>;
  /** Tells the job runner there is work, so it starts now rather than at its next poll. */
  wakeWorker(): void;
}

export const cancelledByUserReason = 'Story generation cancelled by user';

const notFound = () => new AppError('NOT_FOUND', 404, 'Story not found');
const notFailed = () =>
  new AppError('NOT_FAILED', 409, 'Only a story whose generation failed or was cancelled can be tried again');

export function createStoriesService(deps: StoriesServiceDependencies) {
  const { repository, chapters, signer } = deps;

  /**
   * 400 UNSAFE_INPUT naming the field (as the request names it), kindly and in the request's language,
   * with both languages' messages in the details so the form can show the one it speaks.
   */
  function assertSafe(input: CheckedInput) {
    const verdict = deps.checkInput(input);
    if (verdict.ok) return;
    const field = REQUEST_FIELD[verdict.field];
    throw new AppError('UNSAFE_INPUT', 400, verdict.message[input.language], {
      field,
      category: verdict.category,
      messages: verdict.message,
    });
  }

  async function owned(authorId: string, id: string) {
    const story = await repository.findOwned(authorId, id);
    if (!story) throw notFound();
    return story;
  }

  /** Refuses a status change the rules do not allow (story-status.ts). */
  async function assertStatusChange(story: StoryRow, to: ParentStatus) {
    const statuses = (await chapters.listOf(story.id)).map((chapter) => chapter.status);
    const refusal = statusChangeRefusal(story, to, statuses);
    if (refusal) throw refusal;
  }

  async function present(authorId: string, id: string) {
    const story = await owned(authorId, id);
    const [chapterRows, series] = await Promise.all([
      chapters.listOf(story.id),
      repository.seriesLinks(authorId, story),
    ]);
    return presentStory(
      story,
      chapterRows,
      chapterRows.map((chapter) => chapter.status),
      signer,
      series,
    );
  }

  return {
    async create(authorId: string, body: z.output<typeof CreateStoryBody>) {
      // A placeholder title or description is the app's own words, not the parent's.
      assertSafe({
        title: body.autoTitle ? undefined : body.title,
        customIdeas: body.customPrompt,
        description: body.autoDescription ? undefined : body.description,
        language: body.language,
      });
      const heroName = body.childId ? await deps.findChildName(authorId, body.childId) : undefined;
      if (body.childId && heroName === undefined) {
        throw new AppError('NOT_FOUND', 404, 'Child profile not found');
      }
      const chapterCount = body.chapterCount ?? Math.round(body.targetDuration / TARGET_DURATION_PER_CHAPTER);
      const story = await repository.createWithJob(authorId, {
        title: body.title,
        autoTitle: body.autoTitle,
        autoDescription: body.autoDescription,
        description: body.description ?? '',
        theme: body.theme,
        ageGroup: body.ageGroup,
        language: body.language,
        voice: body.voiceType,
        chapterCount,
        targetDuration: body.targetDuration,
        customPrompt: body.customPrompt || null,
        childId: body.childId ?? null,
        heroName: heroName ?? null,
        seed: randomUUID(),
      });
      if (!story) throw new AppError('GENERATION_IN_PROGRESS', 409, generationInProgressMessage);
      deps.wakeWorker();
      return presentStory(story, [], [], signer);
    },

    get: present,

    /**
     * "Another adventure with {hero} and {companion}": the next story of the series, made like the one
     * it follows (the same kid, theme, age, voice, length and ideas) with the cast and place it left.
     */
    async sequel(authorId: string, id: string) {
      const previous = await owned(authorId, id);
      if (previous.status !== 'published') {
        throw new AppError('NOT_READY', 409, 'Only a finished story can have another adventure');
      }
      const next = await repository.nextOf(authorId, id);
      if (next) {
        throw new AppError('SERIES_HAS_NEXT', 409, 'This story already has a next adventure', {
          storyId: next.id,
        });
      }
      const story = await repository.createWithJob(authorId, {
        ...sequelOf(previous),
        seed: randomUUID(),
      });
      if (!story) throw new AppError('GENERATION_IN_PROGRESS', 409, generationInProgressMessage);
      await repository.startSeries(authorId, previous.id);
      deps.wakeWorker();
      return presentStory(story, [], [], signer);
    },

    async list(authorId: string, query: z.output<typeof StoryListQuery>) {
      const page = await repository.list(authorId, query);
      const statuses = await chapters.statusesOf(page.items.map((story) => story.id));
      return {
        items: page.items.map((story) =>
          presentStory(story, undefined, statuses.get(story.id) ?? [], signer),
        ),
        nextCursor: page.nextCursor,
      };
    },

    async audioStatus(authorId: string, id: string) {
      const story = await owned(authorId, id);
      const [chapterRows, regeneration, queue] = await Promise.all([
        chapters.listOf(story.id),
        repository.activeJob(story.id, 'regenerate-audio'),
        story.status === 'generating' ? deps.queuePosition(story.id) : null,
      ]);
      return presentAudioStatus(story, chapterRows, regeneration, queue);
    },

    /** S§4 regeneration: fresh audio for every chapter, the old audio playable until it is replaced. */
    async regenerateAudio(authorId: string, id: string) {
      const story = await owned(authorId, id);
      if (story.status === 'generating') {
        throw new AppError('GENERATION_IN_PROGRESS', 409, generationInProgressMessage);
      }
      const chapterRows = await chapters.listOf(story.id);
      if (chapterRows.length === 0) {
        throw new AppError('NO_CHAPTERS', 409, 'This story has no chapters to narrate');
      }
      // A chapter being rewritten swaps its own audio in when it is ready (ADR 035): not both at once.
      if (await repository.activeJob(story.id, 'rewrite-chapter')) {
        throw new AppError('REWRITE_IN_PROGRESS', 409, 'A chapter of this story is being rewritten');
      }
      const job = await repository.enqueue(authorId, story.id, 'regenerate-audio');
      if (!job) throw new AppError('GENERATION_IN_PROGRESS', 409, generationInProgressMessage);
      deps.wakeWorker();
      return { jobId: job.id, status: 'queued' as const, progress: 0 };
    },

    /** Title, description, or status: archiving puts a story away, publishing brings it back. */
    async update(authorId: string, id: string, changes: z.output<typeof UpdateStoryBody>) {
      const story = await owned(authorId, id);
      assertSafe({
        title: changes.title,
        description: changes.description,
        language: story.language === 'es' ? 'es' : 'en',
      });
      if (changes.status) await assertStatusChange(story, changes.status);
      await repository.updateOwned(authorId, id, changes);
      return present(authorId, id);
    },

    /**
     * S§2 Retry for a story whose generation failed or was cancelled: it is generating again, with a
     * new job that keeps what was already written and narrated (ADR 009). A story with nothing written
     * gets a new seed, so the writer does not write the same story that failed.
     */
    async retry(authorId: string, id: string) {
      const story = await owned(authorId, id);
      if (!isFailedStory(story)) throw notFailed();
      const written = (await chapters.listOf(story.id)).length > 0;
      const outcome = await repository.restartGeneration(authorId, id, written ? undefined : randomUUID());
      if (outcome === 'busy') throw new AppError('GENERATION_IN_PROGRESS', 409, generationInProgressMessage);
      if (outcome === 'not-failed') throw notFailed();
      deps.wakeWorker();
      return present(authorId, id);
    },

    /** The generating screen's Cancel Story (S§2): the story fails with the user's reason, its job stops. */
    async cancel(authorId: string, id: string) {
      const story = await owned(authorId, id);
      if (story.status !== 'generating') {
        throw new AppError('NOT_GENERATING', 409, 'This story is not being generated');
      }
      await deps.cancelJobs(story.id);
      await repository.updateOwned(authorId, id, {
        status: 'archived',
        failureReason: cancelledByUserReason,
      });
      return present(authorId, id);
    },

    async publish(authorId: string, id: string) {
      await assertStatusChange(await owned(authorId, id), 'published');
      await repository.updateOwned(authorId, id, { status: 'published' });
      return present(authorId, id);
    },

    async remove(authorId: string, id: string) {
      const story = await owned(authorId, id);
      await deps.cancelJobs(story.id);
      await repository.deleteOwned(authorId, id);
      await deps.store.deletePrefix(storyFolder(story.id));
    },

    /**
     * The story as a ZIP to share (ADR 019): its text and the MP3 of every chapter that has audio. Not
     * while it is being made. A chapter's file is looked for when its turn comes, and left out if it
     * has gone meanwhile (a regeneration replaced it), rather than cutting the download short.
     */
    async exportArchive(authorId: string, id: string) {
      const story = await owned(authorId, id);
      if (story.status === 'generating') {
        throw new AppError(
          'GENERATION_IN_PROGRESS',
          409,
          'This story is still being made: export it when it is ready',
        );
      }
      const chapterRows = await chapters.listOf(story.id);
      const text = Buffer.from(storyText({ ...story, chapters: chapterRows }), 'utf8');
      const entries: ZipEntry[] = [
        { name: 'story.txt', modifiedAt: story.updatedAt, read: async () => text },
      ];
      for (const chapter of chapterRows) {
        const key = chapter.audioKey;
        if (!key) continue;
        entries.push({
          name: chapterFileName(chapter),
          modifiedAt: chapter.audioGeneratedAt ?? story.updatedAt,
          read: async () => ((await deps.store.stat(key)) ? readWhole(deps.store, key) : undefined),
        });
      }
      return { disposition: attachmentDisposition(story.title), chunks: storedZip(entries) };
    },
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;

const SEQUEL_TITLE = {
  en: (hero: string, companion: string) => `Another adventure with ${hero} and ${companion}`,
  es: (hero: string, companion: string) => `Otra aventura con ${hero} y ${companion}`,
};
const NEXT_TITLE = { en: 'The next adventure', es: 'La siguiente aventura' };

/** The next story's row: the story it follows, with a placeholder title the writer replaces. */
function sequelOf(previous: StoryRow) {
  const language = previous.language === 'es' ? 'es' : 'en';
  const cast = previous.storyCast;
  return {
    title:
      cast?.hero && cast.companion ? SEQUEL_TITLE[language](cast.hero, cast.companion) : NEXT_TITLE[language],
    autoTitle: true,
    autoDescription: true,
    description: '',
    theme: previous.theme,
    ageGroup: previous.ageGroup,
    language: previous.language,
    voice: previous.voice,
    chapterCount: previous.chapterCount,
    targetDuration: previous.targetDuration,
    customPrompt: previous.customPrompt,
    childId: previous.childId,
    heroName: previous.heroName,
    seriesId: previous.seriesId ?? previous.id,
    previousStoryId: previous.id,
  };
}
