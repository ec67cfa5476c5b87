import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChapterRewrite, RewriteChapterBody } from '../../../src/contract/chapter-rewrite';
import { dataBody, errorBodySchema as error } from '../../http/response-schemas';
import { callerOf } from '../../plugins/auth';
import { createChaptersRepository } from '../stories/chapters-repository';
import { createStoriesRepository } from '../stories/repository';
import { createRewritesRepository } from './repository';
import { createRewritesService } from './service';

/**
 * A parent's rewrite of one chapter (issue 15, ADR 035): POST queues it, GET follows the story's newest
 * one. Another parent's story or chapter, or a chapter of another story, answers 404.
 */

const storyId = z.uuid('Must be a story id (a UUID)');
const tags = ['stories'];
const security = [{ bearerAuth: [] }];

const rewritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const service = createRewritesService({
    rewrites: createRewritesRepository(db),
    stories: createStoriesRepository(db),
    chapters: createChaptersRepository(db),
    wakeWorker: () => app.generation.runner.wake(),
  });
  const signedIn = { onRequest: [app.authenticate] };

  app.post(
    '/stories/:id/chapters/:chapterId/rewrite',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Rewrite one chapter (gentler, shorter, or again): it is written and narrated in the background',
        description:
          'The chapter keeps its old text and audio until the new ones are ready; then both change at once. ' +
          'One rewrite at a time per story (409 REWRITE_IN_PROGRESS); only a finished story (409 NOT_REWRITABLE).',
        security,
        params: z.object({ id: storyId, chapterId: z.uuid('Must be a chapter id (a UUID)') }),
        body: RewriteChapterBody,
        response: {
          202: dataBody(ChapterRewrite),
          400: error,
          401: error,
          404: error,
          409: error,
          429: error,
        },
      },
    },
    async (request, reply) => {
      const { id, chapterId } = request.params;
      const rewrite = await service.request(
        callerOf(request).userId,
        id,
        chapterId,
        request.body.instruction,
        app.generation.originOf(request),
      );
      return reply.code(202).send({ data: rewrite });
    },
  );

  app.get(
    '/stories/:id/rewrite',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The story's newest chapter rewrite and how far it has come (null when there is none)",
        security,
        params: z.object({ id: storyId }),
        response: { 200: dataBody(ChapterRewrite.nullable()), 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({ data: await service.latest(callerOf(request).userId, request.params.id) }),
  );
};

export default rewritesRoutes;
