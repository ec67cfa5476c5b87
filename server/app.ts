import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { requestId, type LoggerOptions } from './logger';
import apiV1 from './modules/api-v1';
import authPlugin, { type AuthSettings } from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import generationPlugin, { type GenerationSettings } from './plugins/generation';
import notFoundPlugin from './plugins/not-found';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import staticPlugin from './plugins/static';
import textInputPlugin from './plugins/text-input';

/**
 * Builds the whole HTTP app without listening, so tests drive it with `app.inject` and main.ts decides
 * when to listen and close. The database is opened and closed by the caller.
 */

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** pino options (main.ts passes loggerOptions(config)); off when omitted, as in tests. */
  logger?: LoggerOptions | false;
  /** Tests only: a cheaper password hash, other rate limits. Never taken from the environment. */
  auth?: AuthSettings;
  /** Tests and benchmarks: a writer, narrator or store of their own; whether the job runner runs. */
  generation?: GenerationSettings;
  /** Tests only: shorter connection timeouts than `connectionTimeouts`. */
  connections?: ConnectionTimeouts;
}

/**
 * How long a client may take to send a request (issue 16). Without a limit, a body that never finishes
 * holds its socket (and the memory of what came) for good; Node answers 408 and closes it. Responses
 * are not limited: audio and exports stream for as long as they take. Node looks for late requests
 * every `checkEveryMs`, so a request may live that much longer than its limit.
 */
export interface ConnectionTimeouts {
  requestMs: number;
  headersMs: number;
  checkEveryMs: number;
}

export const connectionTimeouts: ConnectionTimeouts = {
  requestMs: 30_000,
  headersMs: 20_000,
  checkEveryMs: 5_000,
};

/** A hop count means "trust the nearest n proxies", which Fastify's types only accept as a function. */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp({
  config,
  database,
  logger = false,
  auth,
  generation,
  connections = connectionTimeouts,
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    genReqId: requestId,
    // Behind a reverse proxy, request.ip (and so the per-IP rate limits) comes from X-Forwarded-For.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Keep-alive sockets would otherwise hold close() open until they time out.
    forceCloseConnections: 'idle',
    bodyLimit: 1_048_576,
    requestTimeout: connections.requestMs,
    http: { headersTimeout: connections.headersMs, connectionsCheckingInterval: connections.checkEveryMs },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Order matters: the error handler first so every later plugin's routes inherit it.
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database });
  await app.register(securityPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(rateLimitPlugin);
  await app.register(textInputPlugin);
  await app.register(authPlugin, { config, settings: auth });
  await app.register(generationPlugin, { config, settings: generation });
  await app.register(openapiPlugin);
  await app.register(staticPlugin, { root: config.STATIC_DIR });
  await app.register(notFoundPlugin);
  await app.register(apiV1, { prefix: '/api/v1', config });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
