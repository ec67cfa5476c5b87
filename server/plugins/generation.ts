import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import {
  createJobQueue,
  defaultJobQueueOptions,
  type JobQueue,
  type JobQueueOptions,
} from '../generation/jobs/job-queue';
import { createJobRunner, type JobRunner } from '../generation/jobs/job-runner';
import { createStoryJobHandlers } from '../generation/jobs/story-jobs';
import { createNarrator } from '../generation/narrator/create-narrator';
import type { Narrator } from '../generation/narrator/types';
import { checkGeneratedText } from '../generation/safety/check-generated-text';
import { createModerator, type StoryModerator } from '../generation/safety/moderation';
import { createWriter } from '../generation/writer/create-writer';
import type { StoryWriter } from '../generation/writer/types';
import { createChaptersRepository } from '../modules/stories/chapters-repository';
import { createStoriesRepository } from '../modules/stories/repository';
import type { BlobStore } from '../storage/blob-store';
import { createFsBlobStore } from '../storage/fs-blob-store';
import mediaPlugin from './media';

/**
 * Story generation: the writer, the narrator, the file store and the durable job runner, assembled once.
 * The runner starts when the app is ready and stops (handing its jobs back) when the app closes, so
 * SIGTERM finishes requests, stops claiming, and leaves unfinished jobs for the next start.
 */

declare module 'fastify' {
  interface FastifyInstance {
    generation: {
      queue: JobQueue;
      runner: JobRunner;
    };
  }
}

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

export interface GenerationPluginOptions {
  config: Config;
  settings?: GenerationSettings;
}

const failureReason = (error: Error) =>
  error.name === 'PermanentJobError' ? error.message : `Story generation failed: ${error.message}`;

/** ADR 030: an OpenAI-compatible writer's service is asked to moderate what it wrote. */
function moderatorFor(config: Config): StoryModerator | undefined {
  if (config.STORY_WRITER !== 'openai' || !config.OPENAI_BASE_URL || !config.OPENAI_MODEL) return undefined;
  return createModerator({
    baseUrl: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    chatModel: config.OPENAI_MODEL,
  });
}

const generationPlugin: FastifyPluginAsync<GenerationPluginOptions> = async (
  app,
  { config, settings = {} },
) => {
  const { db } = app.database;
  const store = settings.store ?? createFsBlobStore(path.join(config.DATA_DIR, 'files'));
  await app.register(mediaPlugin, { store, secret: config.JWT_SECRET });

  const writer = settings.writer ?? createWriter(config);
  const narrator = settings.narrator ?? createNarrator(config);
  const moderator = settings.moderator ?? moderatorFor(config);
  const stories = createStoriesRepository(db);
  const queue = createJobQueue(db, { ...defaultJobQueueOptions, ...settings.queue });
  const runner = createJobRunner({
    queue,
    handlers: createStoryJobHandlers({
      stories,
      chapters: createChaptersRepository(db),
      writer,
      narrator,
      store,
      checkText: (text, language) => checkGeneratedText(text, language).ok,
      moderator,
      log: app.log,
    }),
    async onFinalFailure(job, error) {
      if (job.kind !== 'write-and-narrate') return;
      await stories.markFailed(job.authorId, job.storyId, failureReason(error));
    },
    log: app.log,
    pollMs: settings.pollMs,
    heartbeatMs: settings.heartbeatMs,
  });
  app.decorate('generation', { queue, runner });

  app.addHook('onReady', async () => {
    if (settings.runJobs !== false) runner.start();
  });
  // ADR 040: warmed only once the server listens, in the background, so starting up never shares its
  // cores with the narrator; a story that arrives first is served first (Narrator.warm).
  app.addHook('onListen', async () => {
    if (settings.runJobs !== false) void narrator.warm?.();
  });
  app.addHook('onClose', async () => {
    await runner.stop();
    await narrator.close();
  });
};

export default fp(generationPlugin, { name: 'generation', dependencies: ['database'] });
