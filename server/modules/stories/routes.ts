import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AudioJob,
  CreateStoryBody,
  Story,
  StoryAudioStatus,
  StoryListQuery,
  UpdateStoryBody,
} from '../../../src/contract/story';
import { dataBody, errorBodySchema as error } from '../../http/response-schemas';
import { callerOf } from '../../plugins/auth';
import { storiesServiceFor } from './service-for-app';

/** /stories (S§7). Every route is the signed-in parent's own: another parent's id answers 404. */

const params = z.object({ id: z.uuid('Must be a story id (a UUID)') });
const story = dataBody(Story);
const bearer = [{ bearerAuth: [] }];
const noContent = z.null().describe('No content');

const storiesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per request: the media URLs in a story are bound to the caller's session.
  const serviceFor = (request: FastifyRequest) =>
    storiesServiceFor(app, callerOf(request).sessionId, request);
  const signedIn = { onRequest: [app.authenticate] };
  const tags = ['stories'];

  app.get(
    '/stories',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The caller's stories, a page at a time: newest first by default, best match first with search",
        security: bearer,
        querystring: StoryListQuery,
        response: {
          200: dataBody(z.object({ items: z.array(Story), nextCursor: z.string().nullable() })),
          400: error,
          401: error,
        },
      },
    },
    async (request) => ({ data: await serviceFor(request).list(callerOf(request).userId, request.query) }),
  );

  app.post(
    '/stories',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Create a story: it is written and narrated in the background',
        security: bearer,
        body: CreateStoryBody,
        response: { 201: story, 400: error, 401: error, 404: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const created = await serviceFor(request).create(callerOf(request).userId, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.post(
    '/stories/warm-up',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The create screen is open: the narrator gets ready, so a story asked in a moment starts at full speed (ADR 040)',
        security: bearer,
        response: { 204: noContent, 401: error },
      },
    },
    async (_request, reply) => {
      app.generation.warmNarrator();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/stories/:id/sequel',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Another adventure: the next story of the series, with the same cast and place, written and narrated in the background',
        security: bearer,
        params,
        response: { 201: story, 400: error, 401: error, 404: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const created = await serviceFor(request).sequel(callerOf(request).userId, request.params.id);
      return reply.code(201).send({ data: created });
    },
  );

  app.get(
    '/stories/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A story with its chapters',
        security: bearer,
        params,
        response: { 200: story, 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({ data: await serviceFor(request).get(callerOf(request).userId, request.params.id) }),
  );

  app.patch(
    '/stories/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Change the title, the description or the status: archive a story to put it away, publish it to bring it back',
        security: bearer,
        params,
        body: UpdateStoryBody,
        response: { 200: story, 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => ({
      data: await serviceFor(request).update(callerOf(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/stories/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a story, its chapters and its audio',
        security: bearer,
        params,
        response: { 204: noContent, 400: error, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      await serviceFor(request).remove(callerOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/stories/:id/publish',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Publish a story whose chapters all have audio',
        security: bearer,
        params,
        response: { 200: story, 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => ({
      data: await serviceFor(request).publish(callerOf(request).userId, request.params.id),
    }),
  );

  app.post(
    '/stories/:id/cancel',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Stop a generation: the story fails with "Story generation cancelled by user"',
        security: bearer,
        params,
        response: { 200: story, 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => ({
      data: await serviceFor(request).cancel(callerOf(request).userId, request.params.id),
    }),
  );

  app.post(
    '/stories/:id/retry',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Try again a story whose generation failed or was cancelled: it is generating again',
        security: bearer,
        params,
        response: { 202: story, 400: error, 401: error, 404: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const retried = await serviceFor(request).retry(callerOf(request).userId, request.params.id);
      return reply.code(202).send({ data: retried });
    },
  );

  app.get(
    '/stories/:id/export',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The story to share: a ZIP of story.txt and one MP3 per narrated chapter',
        security: bearer,
        params,
        response: {
          200: {
            description: 'application/zip, as an attachment named after the story',
            // Any: the body is a stream, which the type provider cannot type; the document says binary.
            content: { 'application/zip': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          400: error,
          401: error,
          404: error,
          409: error,
        },
      },
    },
    async (request, reply) => {
      const archive = await serviceFor(request).exportArchive(callerOf(request).userId, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', archive.disposition)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(archive.chunks));
    },
  );

  app.post(
    '/stories/:id/generate-audio',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Narrate every chapter again (a background job)',
        security: bearer,
        params,
        response: { 202: dataBody(AudioJob), 400: error, 401: error, 404: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const job = await serviceFor(request).regenerateAudio(callerOf(request).userId, request.params.id);
      return reply.code(202).send({ data: job });
    },
  );

  app.get(
    '/stories/:id/audio-status',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'How far the narration of a story has come',
        security: bearer,
        params,
        response: { 200: dataBody(StoryAudioStatus), 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({
      data: await serviceFor(request).audioStatus(callerOf(request).userId, request.params.id),
    }),
  );
};

export default storiesRoutes;
