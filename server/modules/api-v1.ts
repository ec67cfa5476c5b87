import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health/routes';

/**
 * Every module of the public API, mounted under /api/v1 by app.ts. A module is a plugin in
 * `modules/<noun>/routes.ts` whose routes declare params, querystring, body and a response per status
 * with zod; add one line here to mount it.
 */
const apiV1: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};

export default apiV1;
