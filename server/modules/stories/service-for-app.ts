import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createChildrenRepository } from '../children/repository';
import { checkStoryInput } from '../../generation/safety/check-story-input';
import { createChaptersRepository } from './chapters-repository';
import { createStoriesRepository } from './repository';
import { queuePosition } from '../../generation/jobs/queue-position';
import { createStoriesService, type StoriesService } from './service';

/**
 * The stories service wired to the app's database, media store, safety check and job runner, for one
 * session: the media URLs it hands out work only while that session stands (ADR 037). The jobs it
 * queues carry the request's address, for the fair queue (ADR 042).
 */
export function storiesServiceFor(
  app: FastifyInstance,
  sessionId: string,
  request?: FastifyRequest,
): StoriesService {
  const children = createChildrenRepository(app.database.db);
  return createStoriesService({
    repository: createStoriesRepository(app.database.db, request && app.generation.originOf(request)),
    chapters: createChaptersRepository(app.database.db),
    signer: app.media.signer.forSession(sessionId),
    store: app.media.store,
    checkInput: checkStoryInput,
    findChildName: async (parentId, childId) => (await children.findOwned(parentId, childId))?.name,
    cancelJobs: (storyId) => app.generation.queue.cancelForStory(storyId),
    queuePosition: (storyId) => queuePosition(app.database.db, storyId),
    wakeWorker: () => app.generation.runner.wake(),
  });
}
