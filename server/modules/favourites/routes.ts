import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FavouriteBody,
  FavouriteList,
  FavouriteParams,
  FavouriteState,
} from '../../../src/contract/favourites';
import { dataBody, errorBodySchema as error } from '../../http/response-schemas';
import { callerOf } from '../../plugins/auth';
import { createChaptersRepository } from '../stories/chapters-repository';
import { createFavouritesRepository } from './repository';
import { createFavouritesService } from './service';

/**
 * /children/{childId}/favourites (issue 15): a kid's favourite stories. Another parent's kid or story
 * answers 404 exactly like one that does not exist. A change merges by the device's `changedAt`
 * (ADR 034): sent twice, or after a newer one, it changes nothing.
 */

const bearer = [{ bearerAuth: [] }];

const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createFavouritesRepository(app.database.db);
  const chapters = createChaptersRepository(app.database.db);
  // Per request: the media URLs in a story are bound to the caller's session (ADR 037).
  const serviceFor = (request: FastifyRequest) =>
    createFavouritesService({
      repository,
      chapters,
      signer: app.media.signer.forSession(callerOf(request).sessionId),
    });
  const signedIn = { onRequest: [app.authenticate] };
  const tags = ['favourites'];

  app.put(
    '/children/:childId/favourites/:storyId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Mark or unmark a story as one of a kid's favourites (merged by changedAt)",
        description:
          'Idempotent. A change made before the stored one (by its changedAt, the device’s clock) changes ' +
          'nothing; the answer is always the state kept, which may be a newer change than the one sent.',
        security: bearer,
        params: FavouriteParams,
        body: FavouriteBody,
        response: { 200: dataBody(FavouriteState), 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({
      data: await serviceFor(request).put(callerOf(request).userId, request.params, request.body),
    }),
  );

  app.get(
    '/children/:childId/favourites',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A kid's favourite published stories, most recently marked first, with their summaries",
        security: bearer,
        params: FavouriteParams.pick({ childId: true }),
        response: { 200: dataBody(FavouriteList), 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({
      data: await serviceFor(request).list(callerOf(request).userId, request.params.childId),
    }),
  );
};

export default favouritesRoutes;
