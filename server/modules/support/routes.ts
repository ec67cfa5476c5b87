import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SupportContact } from '../../../src/contract/support';
import { dataBody } from '../../http/response-schemas';

/**
 * GET /api/v1/support — the support address for the Help page's contact form (ADR 029). Public: a
 * guest or a signed-out parent may need help most of all, and the address is one the operator chose to
 * publish. The form itself sends nothing here (S§5: the support form makes no call); it opens the
 * parent's email app.
 */

export interface SupportRoutesOptions {
  /** SUPPORT_EMAIL, or null when the operator set none. */
  email: string | null;
}

const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, { email }) => {
  app.get(
    '/support',
    {
      schema: {
        tags: ['support'],
        summary: 'Where parents write for help',
        description: 'The operator’s SUPPORT_EMAIL, or null when none is set.',
        response: { 200: dataBody(SupportContact) },
      },
    },
    // A changed address reaches every device within five minutes.
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send({ data: { email } }),
  );
};

export default supportRoutes;
