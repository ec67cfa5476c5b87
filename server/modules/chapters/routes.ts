import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChapterAudio } from '../../../src/contract/story';
import { dataBody, errorBodySchema as error } from '../../http/response-schemas';
import { callerOf } from '../../plugins/auth';
import { storiesServiceFor } from '../stories/service-for-app';

/**
 * /chapters/{id}/audio and /audio-url (S§7): a signed, expiring /media URL for a chapter of one of the
 * caller's stories. Both answer a fresh URL; the player calls audio-url after a 403 from /media.
 */

const params = z.object({ id: z.uuid('Must be a chapter id (a UUID)') });
const schema = {
  tags: ['chapters'],
  security: [{ bearerAuth: [] }],
  params,
  response: { 200: dataBody(ChapterAudio), 400: error, 401: error, 404: error, 409: error },
};

const chaptersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = storiesServiceFor(app);
  const signedIn = { onRequest: [app.authenticate] };

  app.get(
    '/chapters/:id/audio',
    { ...signedIn, schema: { ...schema, summary: "A chapter's audio URL and duration" } },
    async (request) => ({ data: await service.chapterAudio(callerOf(request).userId, request.params.id) }),
  );

  app.get(
    '/chapters/:id/audio-url',
    { ...signedIn, schema: { ...schema, summary: 'A fresh audio URL after the old one expired' } },
    async (request) => ({ data: await service.chapterAudio(callerOf(request).userId, request.params.id) }),
  );
};

export default chaptersRoutes;
