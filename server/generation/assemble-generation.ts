import type { Config } from '../config';
import type { Database } from '../db/client';
import { createChaptersRepository } from '../modules/stories/chapters-repository';
import { createStoriesRepository } from '../modules/stories/repository';
import type { BlobStore } from '../storage/blob-store';
import { createBlobStore } from '../storage/create-blob-store';
import {
  createJobQueue,
  defaultJobQueueOptions,
  type JobQueue,
  type JobQueueOptions,
} from './jobs/job-queue';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './jobs/job-runner';
import { createStoryJobHandlers } from './jobs/story-jobs';
import { createNarrator } from './narrator/create-narrator';
import type { Narrator } from './narrator/types';
import { checkGeneratedText } from './safety/check-generated-text';
import { createModerator, type StoryModerator } from './safety/moderation';
import { createWriter } from './writer/create-writer';
import type { StoryWriter } from './writer/types';

/**
 * The job runner with everything it needs — writer, narrator, moderator, blob store, queue — as one
 * plain function, so the API process (its embedded runner) and `npm run worker` build the same thing.
 */

/** Knobs for tests and benchmarks; production uses the defaults and the configuration. */
export interface GenerationSettings {
  writer?: StoryWriter;
  narrator?: Narrator;
  /** The writing service's moderation; by default the OpenAI-compatible writer's own endpoint. */
  moderator?: StoryModerator;
  store?: BlobStore;
  /** Off in most API tests, which only need the HTTP side. */
  runJobs?: boolean;
  queue?: Partial<JobQueueOptions>;
  pollMs?: number;
  heartbeatMs?: number;
}

export type GenerationLog = JobRunnerOptions['log'] & {
  warn(object: object, message: string): void;
};

export interface Generation {
  queue: JobQueue;
  runner: JobRunner;
  narrator: Narrator;
  store: BlobStore;
}

/** What the parent reads on a failed story: the writer's or narrator's reason, never a SQL statement. */
const failureReason = (error: Error) => {
  if (error.name === 'PermanentJobError') return error.message;
  if (error.name === 'DrizzleQueryError') return 'Story generation failed: the database did not answer';
  return `Story generation failed: ${error.message}`;
};

/** ADR 030: an OpenAI-compatible writer's service is asked to moderate what it wrote. */
function moderatorFor(config: Config): StoryModerator | undefined {
  if (config.STORY_WRITER !== 'openai' || !config.OPENAI_BASE_URL || !config.OPENAI_MODEL) return undefined;
  return createModerator({
    baseUrl: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    chatModel: config.OPENAI_MODEL,
  });
}

export function assembleGeneration(
  config: Config,
  db: Database,
  log: GenerationLog,
  settings: GenerationSettings = {},
): Generation {
  // Every process that narrates or serves audio must see the same files (ADR 038).
  const store = settings.store ?? createBlobStore(config);
  const narrator = settings.narrator ?? createNarrator(config);
  const stories = createStoriesRepository(db);
  const queue = createJobQueue(db, { ...defaultJobQueueOptions, ...settings.queue });
  const runner = createJobRunner({
    queue,
    handlers: createStoryJobHandlers({
      stories,
      chapters: createChaptersRepository(db),
      writer: settings.writer ?? createWriter(config),
      narrator,
      store,
      checkText: (text, language) => checkGeneratedText(text, language).ok,
      moderator: settings.moderator ?? moderatorFor(config),
      log,
    }),
    async onFinalFailure(job, error) {
      if (job.kind !== 'write-and-narrate') return;
      await stories.markFailed(job.authorId, job.storyId, failureReason(error));
    },
    log,
    pollMs: settings.pollMs,
    heartbeatMs: settings.heartbeatMs,
  });
  return { queue, runner, narrator, store };
}
