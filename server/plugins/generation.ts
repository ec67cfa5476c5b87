import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { assembleGeneration, type GenerationSettings } from '../generation/assemble-generation';
import type { JobOrigin } from '../generation/jobs/job-origin';
import type { JobQueue } from '../generation/jobs/job-queue';
import type { JobRunner } from '../generation/jobs/job-runner';
import type { BlobStore } from '../storage/blob-store';
import { createBlobStore } from '../storage/create-blob-store';
import mediaPlugin from './media';

/**
 * Story generation: the writer, the narrator, the file store and the durable job runner, assembled once.
 * The runner starts when the app is ready and stops (handing its jobs back) when the app closes, so
 * SIGTERM finishes requests, stops claiming, and leaves unfinished jobs for the next start.
 * GENERATION_WORKER=off leaves the jobs to `npm run worker` processes (ADR 041).
 */

export type { GenerationSettings } from '../generation/assemble-generation';

declare module 'fastify' {
  interface FastifyInstance {
    generation: {
      queue: JobQueue;
      runner: JobRunner;
      /** The fair queue (ADR 042): who a request's jobs take turns as, and how many may wait. */
      originOf(request: FastifyRequest): JobOrigin;
      /**
       * A parent opened the create screen (ADR 040): the embedded narrator warms its threads again if
       * they ended for being idle. Does nothing where this process narrates nothing.
       */
      warmNarrator(): void;
    };
  }
}

export interface GenerationPluginOptions {
  config: Config;
  settings?: GenerationSettings;
}

/** The store BLOB_STORE names (ADR 038), closed with the app (an S3 client keeps sockets open). */
function configuredStore(app: FastifyInstance, config: Config): BlobStore {
  const store = createBlobStore(config);
  app.addHook('onClose', async () => store.close());
  return store;
}

const generationPlugin: FastifyPluginAsync<GenerationPluginOptions> = async (
  app,
  { config, settings = {} },
) => {
  const store = settings.store ?? configuredStore(app, config);
  const { queue, runner, narrator } = assembleGeneration(config, app.database.db, app.log, {
    ...settings,
    store,
  });
  await app.register(mediaPlugin, { store, secret: config.JWT_SECRET });
  const runJobs = settings.runJobs ?? config.GENERATION_WORKER === 'embedded';
  app.decorate('generation', {
    queue,
    runner,
    originOf: (request) => ({ address: request.ip, maxQueuedPerAddress: config.MAX_QUEUED_PER_ADDRESS }),
    warmNarrator: () => {
      if (runJobs) void narrator.warm?.();
    },
  });

  app.addHook('onReady', async () => {
    if (runJobs) runner.start();
  });
  // ADR 040: warmed in the background once the server listens, unless `npm start` already began while
  // the database opened (the narrator warms once); a story that arrives first is served first.
  app.addHook('onListen', async () => {
    if (runJobs) void narrator.warm?.();
  });
  app.addHook('onClose', async () => {
    await runner.stop();
    await narrator.close();
  });
};

export default fp(generationPlugin, { name: 'generation', dependencies: ['database'] });
