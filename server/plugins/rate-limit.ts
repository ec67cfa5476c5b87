import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createCounterStore, databaseRateLimitStore } from '../auth/rate-limit-store';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max: 10, timeWindow: '1 minute' } }`), so
 * only the paths that need it (sign-in, register, refresh) pay for it. The counters live in the database
 * (ADR 041): several servers behind one PostgreSQL count each address together.
 */
const rateLimitPlugin: FastifyPluginAsync = async (app) => {
  const store = databaseRateLimitStore(createCounterStore(app.database.db));
  await app.register(fastifyRateLimit, { global: false, store });
};

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['database'] });
