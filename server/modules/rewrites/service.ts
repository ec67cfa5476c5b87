import {
  ChapterRewrite,
  RewriteInstruction,
  UNSAFE_REWRITE_REASON,
  type RewriteFailure,
} from '../../../src/contract/chapter-rewrite';
import { AppError } from '../../errors';
import type { GenerationJobRow } from '../../db/story-tables';
import type { JobOrigin } from '../../generation/jobs/job-origin';
import type { ChaptersRepository } from '../stories/chapters-repository';
import type { StoriesRepository } from '../stories/repository';
import type { RewritesRepository } from './repository';

/**
 * A parent's rewrite of one chapter (issue 15, ADR 035): only of a finished story of theirs, one at a
 * time per story, and not while its audio is being made again. The job does the work; the story page
 * follows it through `latest`.
 */

export interface RewritesServiceDependencies {
  rewrites: RewritesRepository;
  stories: Pick<StoriesRepository, 'findOwned' | 'activeJob'>;
  chapters: Pick<ChaptersRepository, 'listOf'>;
  wakeWorker(): void;
}

const JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;

function failureOf(job: GenerationJobRow): RewriteFailure | null {
  if (job.status !== 'failed') return null;
  return job.lastError === UNSAFE_REWRITE_REASON ? 'unsafe' : 'failed';
}

export function presentRewrite(job: GenerationJobRow): ChapterRewrite {
  return ChapterRewrite.parse({
    jobId: job.id,
    chapterId: job.chapterId,
    instruction: RewriteInstruction.parse(job.instruction),
    status: JOB_STATUSES.find((status) => status === job.status) ?? 'failed',
    progress: job.progress,
    failure: failureOf(job),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  });
}

const notRewritable = () =>
  new AppError('NOT_REWRITABLE', 409, "Only a finished story's chapters can be rewritten");

export function createRewritesService(deps: RewritesServiceDependencies) {
  async function owned(authorId: string, storyId: string) {
    const story = await deps.stories.findOwned(authorId, storyId);
    if (!story) throw new AppError('NOT_FOUND', 404, 'Story not found');
    return story;
  }

  return {
    async request(
      authorId: string,
      storyId: string,
      chapterId: string,
      instruction: RewriteInstruction,
      origin?: JobOrigin,
    ) {
      const story = await owned(authorId, storyId);
      const chapters = await deps.chapters.listOf(story.id);
      if (!chapters.some((chapter) => chapter.id === chapterId)) {
        throw new AppError('NOT_FOUND', 404, 'Chapter not found');
      }
      if (story.status !== 'published' || chapters.some((chapter) => chapter.status !== 'ready')) {
        throw notRewritable();
      }
      // A new narration of every chapter would narrate the old text over the rewrite's.
      if (await deps.stories.activeJob(story.id, 'regenerate-audio')) {
        throw new AppError('GENERATION_IN_PROGRESS', 409, 'The story is being narrated again');
      }
      const job = await deps.rewrites.enqueue(authorId, story.id, chapterId, instruction, origin);
      if (!job) {
        throw new AppError('REWRITE_IN_PROGRESS', 409, 'A chapter of this story is already being rewritten');
      }
      deps.wakeWorker();
      return presentRewrite(job);
    },

    /** The story's newest rewrite (null when it has none): what the story page polls. */
    async latest(authorId: string, storyId: string) {
      const story = await owned(authorId, storyId);
      const job = await deps.rewrites.latestOf(story.id);
      return job ? presentRewrite(job) : null;
    },
  };
}

export type RewritesService = ReturnType<typeof createRewritesService>;
