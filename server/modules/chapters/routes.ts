import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReadAlong } from '../../../src/contract/read-along';
import { ChapterAudio, ChapterAudioQuery } from '../../../src/contract/story';
import { dataBody, errorBodySchema as error } from '../../http/response-schemas';
import { callerOf } from '../../plugins/auth';
import { createChaptersRepository } from '../stories/chapters-repository';
import { createReadAlongService } from './read-along-service';
import { createChapterAudioService } from './service';

/**
 * /chapters/{id}/audio and /audio-url (S§7): a signed, expiring /media URL for a chapter of one of the
 * caller's stories. Both answer a fresh URL; the player calls audio-url after a 403 from /media.
 * `?quality=data-saver` asks for the smaller copy a download may keep (made on the first ask).
 * /chapters/{id}/read-along: the chapter's text with each word's time in the audio (issue 15).
 */

const params = z.object({ id: z.uuid('Must be a chapter id (a UUID)') });
const schema = {
  tags: ['chapters'],
  security: [{ bearerAuth: [] }],
  params,
  querystring: ChapterAudioQuery,
  response: { 200: dataBody(ChapterAudio), 400: error, 401: error, 404: error, 409: error },
};

const chaptersRoutes: FastifyPluginAsyncZod = async (app) => {
  const chapters = createChaptersRepository(app.database.db);
  const { store, signer, dataSaver } = app.media;
  const readAlong = createReadAlongService({ chapters });
  const signedIn = { onRequest: [app.authenticate] };

  const answer = (
    request: FastifyRequest<{
      Params: z.infer<typeof params>;
      Querystring: z.output<typeof ChapterAudioQuery>;
    }>,
  ) =>
    // Per request: the URL is bound to the caller's session (ADR 037).
    createChapterAudioService({
      chapters,
      store,
      dataSaver,
      signer: signer.forSession(callerOf(request).sessionId),
    }).audio({
      authorId: callerOf(request).userId,
      chapterId: request.params.id,
      quality: request.query.quality,
      log: request.log,
    });

  app.get(
    '/chapters/:id/audio',
    { ...signedIn, schema: { ...schema, summary: "A chapter's audio URL and duration" } },
    async (request) => ({ data: await answer(request) }),
  );

  app.get(
    '/chapters/:id/audio-url',
    { ...signedIn, schema: { ...schema, summary: 'A fresh audio URL after the old one expired' } },
    async (request) => ({ data: await answer(request) }),
  );

  app.get(
    '/chapters/:id/read-along',
    {
      ...signedIn,
      schema: {
        tags: ['chapters'],
        security: [{ bearerAuth: [] }],
        summary: "A chapter's text with the time of each word in its audio, for reading along",
        description:
          'Words are null when the narrator gave no timings (the text then reads as plain text). ' +
          '`p` and `w` number the paragraphs and their words, words being the runs between spaces ' +
          'that hold a letter or a digit.',
        params,
        response: { 200: dataBody(ReadAlong), 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({
      data: await readAlong.readAlong(callerOf(request).userId, request.params.id),
    }),
  );
};

export default chaptersRoutes;
