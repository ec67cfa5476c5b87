import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSENT_VERSION } from '../../../src/contract/constants';
import {
  consentEntriesFor,
  ConsentPreferences,
  NO_CONSENT,
  UpdateConsentBody,
  type ConsentState,
} from '../../../src/contract/consent';
import type { ConsentRecordRow } from '../../db/child-tables';
import { rateLimited } from '../../auth/rate-limits';
import { dataBody, errorBodySchema as error } from '../../http/response-schemas';
import { callerOf } from '../../plugins/auth';
import { createConsentsRepository } from './repository';

/**
 * /consents/preferences (P§7): the signed-in parent's consent. Every PATCH adds a dated record, even
 * one that changes nothing, because each is the parent's answer at that moment (ADR 012).
 */

const preferences = dataBody(ConsentPreferences);
const bearer = [{ bearerAuth: [] }];
const consentWriteLimit = { max: 30, timeWindowMs: 60_000 };

function present(row: ConsentRecordRow | undefined): ConsentPreferences {
  if (!row)
    return {
      ...NO_CONSENT,
      consents: consentEntriesFor(NO_CONSENT),
      version: CONSENT_VERSION,
      updatedAt: null,
    };
  const state: ConsentState = {
    analytics: row.analytics,
    personalization: row.personalization,
    marketing: row.marketing,
    dataCollection: row.dataCollection,
  };
  return {
    ...state,
    consents: consentEntriesFor(state, row.version),
    version: row.version,
    updatedAt: row.createdAt.toISOString(),
  };
}

const consentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createConsentsRepository(app.database.db);
  const signedIn = { onRequest: [app.authenticate] };
  const tags = ['consents'];

  app.get(
    '/consents/preferences',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's current consent: the latest record, or everything off",
        security: bearer,
        response: { 200: preferences, 401: error },
      },
    },
    async (request) => ({ data: present(await repository.latestFor(callerOf(request).userId)) }),
  );

  app.patch(
    '/consents/preferences',
    {
      ...signedIn,
      // Each call adds a row: a generous cap keeps a buggy or hostile client from filling the table.
      // Counted after validation (preHandler): only requests that would write count against the cap.
      config: { rateLimit: { ...rateLimited(consentWriteLimit).rateLimit, hook: 'preHandler' as const } },
      schema: {
        tags,
        summary: 'Record a new consent choice (kept as a dated record)',
        security: bearer,
        body: UpdateConsentBody,
        response: { 200: preferences, 400: error, 401: error },
      },
    },
    async (request) => {
      const { analytics, personalization, marketing, dataCollection, version } = request.body;
      const row = await repository.record(
        callerOf(request).userId,
        { analytics, personalization, marketing, dataCollection },
        version,
      );
      return { data: present(row) };
    },
  );
};

export default consentsRoutes;
