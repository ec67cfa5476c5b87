import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import authRoutes from './auth/routes';
import analyticsRoutes from './analytics/routes';
import chaptersRoutes from './chapters/routes';
import childrenRoutes from './children/routes';
import consentsRoutes from './consents/routes';
import favouritesRoutes from './favourites/routes';
import healthRoutes from './health/routes';
import plansRoutes from './plans/routes';
import progressRoutes from './progress/routes';
import rewritesRoutes from './rewrites/routes';
import storiesRoutes from './stories/routes';
import supportRoutes from './support/routes';
import usersRoutes from './users/routes';

/**
 * Every module of the public API, mounted under /api/v1 by app.ts. A module is a plugin in
 * `modules/<noun>/routes.ts` whose routes declare params, querystring, body and a response per status
 * with zod; add one line here to mount it. A module that publishes a setting gets it from `config`.
 */
export interface ApiV1Options {
  config: Config;
}

const apiV1: FastifyPluginAsync<ApiV1Options> = async (app, { config }) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(storiesRoutes);
  await app.register(chaptersRoutes);
  await app.register(rewritesRoutes);
  await app.register(childrenRoutes);
  await app.register(progressRoutes);
  await app.register(favouritesRoutes);
  await app.register(consentsRoutes);
  await app.register(analyticsRoutes);
  await app.register(supportRoutes, { email: config.SUPPORT_EMAIL ?? null });
  await app.register(plansRoutes, {
    paymentLinks: { weekly: config.PAYMENT_LINK_WEEKLY, monthly: config.PAYMENT_LINK_MONTHLY },
  });
};

export default apiV1;
