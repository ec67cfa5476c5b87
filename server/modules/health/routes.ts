import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataBody } from '../../http/response-schemas';
import { appVersion } from '../../version';

/**
 * GET /api/v1/health — for load balancers, uptime checks and the e2e suite: 200 when the server can
 * reach its database, 503 (with the same shape) when it cannot, so a probe can tell which part is down.
 */

const databaseKind = z.enum(['pglite', 'postgres']);

const healthy = dataBody(
  z.object({
    status: z.literal('ok'),
    database: z.object({
      kind: databaseKind,
      status: z.literal('up'),
      latencyMs: z.number().describe('Round trip of `select 1`.'),
    }),
    version: z.string(),
    uptimeSeconds: z.number().int(),
  }),
);

const degraded = dataBody(
  z.object({
    status: z.literal('degraded'),
    database: z.object({ kind: databaseKind, status: z.literal('down') }),
    version: z.string(),
    uptimeSeconds: z.number().int(),
  }),
);

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Is the server up, and can it reach its database?',
        response: { 200: healthy, 503: degraded },
      },
    },
    async (request, reply) => {
      const { kind } = app.database;
      const common = { version: appVersion, uptimeSeconds: Math.floor(process.uptime()) };
      try {
        const latencyMs = await app.database.ping();
        return reply
          .code(200)
          .send({ data: { status: 'ok', database: { kind, status: 'up', latencyMs }, ...common } });
      } catch (error) {
        request.log.error({ err: error }, 'health: database ping failed');
        return reply
          .code(503)
          .send({ data: { status: 'degraded', database: { kind, status: 'down' }, ...common } });
      }
    },
  );
};

export default healthRoutes;
