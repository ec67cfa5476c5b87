import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TrackEventBody, TrackResult } from '../../../src/contract/analytics';
import { rateLimited } from '../../auth/rate-limits';
import { dataBody, errorBodySchema as error } from '../../http/response-schemas';
import { bearerToken } from '../../plugins/auth';
import { createConsentsRepository } from '../consents/repository';
import { createAnalyticsRepository } from './repository';
import { storedEvent } from './stored-event';

/**
 * POST /analytics/track (P§7). Public: the app sends events before and after sign-in. It answers 202
 * whether or not the event was kept, because a client must never fail on analytics; only a body that
 * is not an event at all is a 400.
 */

/** Ours: an event is small; a generous per-IP limit only stops floods (a family shares one IP). */
const trackBodyLimit = 16_384;
const trackLimit = { max: 120, timeWindowMs: 60_000 };

/** The caller proven by a valid access token of a live session, else null. A bad token is no error here. */
async function optionalUserId(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const token = bearerToken(request);
  if (!token) return null;
  try {
    const check = await app.auth.accessTokens.check(token);
    if (!check.valid) return null;
    const { userId, sessionId } = check.claims;
    return (await app.auth.sessions.isActive(userId, sessionId)) ? userId : null;
  } catch {
    return null;
  }
}

const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = createAnalyticsRepository(app.database.db);
  const consents = createConsentsRepository(app.database.db);

  /** A signed-in parent whose stored consent says no is not tracked, whatever the client claims. */
  async function withdrawn(userId: string | null): Promise<boolean> {
    if (!userId) return false;
    const latest = await consents.latestFor(userId);
    return latest !== undefined && !latest.analytics;
  }

  app.post(
    '/analytics/track',
    {
      bodyLimit: trackBodyLimit,
      // Counted after validation (preHandler): only requests that would write count against the cap.
      config: { rateLimit: { ...rateLimited(trackLimit).rateLimit, hook: 'preHandler' as const } },
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event, if consent allows it (always 202)',
        body: TrackEventBody,
        response: { 202: dataBody(TrackResult), 400: error, 413: error, 429: error },
      },
    },
    async (request, reply) => {
      const userId = await optionalUserId(app, request);
      const event = storedEvent(request.body, userId);
      const accepted = event !== null && !(await withdrawn(userId)) && (await events.insertOnce(event));
      return reply.code(202).send({ data: { accepted } });
    },
  );
};

export default analyticsRoutes;
