import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max: 10, timeWindow: '1 minute' } }`), so
 * only the paths that need it (sign-in, register, refresh) pay for it. The counters are in memory, per
 * process; several servers behind one PostgreSQL would each count separately.
 */
const rateLimitPlugin: FastifyPluginAsync = async (app) => {
  await app.register(fastifyRateLimit, { global: false });
};

export default fp(rateLimitPlugin, { name: 'rate-limit' });
