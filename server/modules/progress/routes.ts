import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChapterProgress,
  ChapterProgressQuery,
  ProgressListQuery,
  ProgressPage,
  ProgressRecord,
  ProgressUpsertBody,
} from '../../../src/contract/progress';
import { dataBody, errorBodySchema as error } from '../../http/response-schemas';
import { callerOf } from '../../plugins/auth';
import { createProgressRepository } from './repository';
import { createProgressService } from './service';

/**
 * /progress (S§7, P§7): listening progress per (kid profile, story, chapter). Every route is the
 * signed-in parent's own: another parent's user, kid, story, chapter or record id answers 404 exactly
 * like one that does not exist. Upserts merge by the device's `recordedAt` (ADR 015).
 */

const userId = z.uuid('Must be a user id (a UUID)');
const storyId = z.uuid('Must be a story id (a UUID)');
const chapterId = z.uuid('Must be a chapter id (a UUID)');
const recordParams = z.object({ id: z.uuid('Must be a progress record id (a UUID)') });
const record = dataBody(ProgressRecord);
const page = dataBody(ProgressPage);
const bearer = [{ bearerAuth: [] }];
const noContent = z.null().describe('No content');

const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProgressService(createProgressRepository(app.database.db));
  const signedIn = { onRequest: [app.authenticate] };
  const tags = ['progress'];

  app.post(
    '/progress',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Save a kid's place in a chapter (upsert, merged by recordedAt)",
        description:
          'One record per (kid, story, chapter). A write recorded before the stored one never moves the ' +
          'position or the completed flag back; total listening time never goes down; the same write ' +
          'twice changes nothing. 201 when the record is created, 200 otherwise.',
        security: bearer,
        body: ProgressUpsertBody,
        response: { 200: record, 201: record, 400: error, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      const { record: saved, created } = await service.upsert(callerOf(request).userId, request.body);
      return reply.code(created ? 201 : 200).send({ data: saved });
    },
  );

  app.get(
    '/progress/user/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's progress records, most recently updated first, a page at a time",
        security: bearer,
        params: z.object({ userId }),
        querystring: ProgressListQuery,
        response: { 200: page, 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({
      data: await service.listForUser(callerOf(request).userId, request.params.userId, request.query),
    }),
  );

  app.get(
    '/progress/user/:userId/story/:storyId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's progress records for one story, most recently updated first",
        security: bearer,
        params: z.object({ userId, storyId }),
        querystring: ProgressListQuery,
        response: { 200: page, 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({
      data: await service.listForStory(
        callerOf(request).userId,
        request.params.userId,
        request.params.storyId,
        request.query,
      ),
    }),
  );

  app.get(
    '/progress/user/:userId/story/:storyId/chapter/:chapterId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A kid's saved place in one chapter (zeros when never listened)",
        security: bearer,
        params: z.object({ userId, storyId, chapterId }),
        querystring: ChapterProgressQuery,
        response: { 200: dataBody(ChapterProgress), 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({
      data: await service.chapter(callerOf(request).userId, request.params, request.query),
    }),
  );

  app.patch(
    '/progress/:id/complete',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Mark a chapter listened to the end',
        description: "Sets completed and moves the position to the chapter's end when its length is known.",
        security: bearer,
        params: recordParams,
        response: { 200: record, 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({ data: await service.complete(callerOf(request).userId, request.params.id) }),
  );

  app.delete(
    '/progress/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a progress record',
        security: bearer,
        params: recordParams,
        response: { 204: noContent, 400: error, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      await service.remove(callerOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default progressRoutes;
