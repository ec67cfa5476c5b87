import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';

/**
 * Makes the open database available to every module as `app.database` (`app.database.db` for queries).
 * The app does not open or close it: main.ts owns its lifetime, so tests can hand in their own.
 */

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

const databasePlugin: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.decorate('database', database);
};

export default fp(databasePlugin, { name: 'database' });
