import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthOptions,
  AuthSession,
  AuthTokens,
  GoogleSignInBody,
  LoginBody,
  LogoutBody,
  RefreshBody,
  RegisterBody,
} from '../../../src/contract/auth';
import { rateLimited } from '../../auth/rate-limits';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from '../../auth/refresh-cookie';
import type { IssuedRefreshToken } from '../../auth/session-store';
import { isAppError } from '../../errors';
import { dataBody, errorBodySchema as error } from '../../http/response-schemas';
import { bearerToken } from '../../plugins/auth';
import { createUsersRepository } from '../users/repository';
import { createUsersService } from '../users/service';
import { createGoogleAccounts } from './google-accounts';
import { createIdentityRepository } from './identity-repository';
import { createAuthService } from './service';

/**
 * /auth: the sign-up form's options, register, login, Google sign-in, refresh and logout (P§7, ADR 006).
 * The routes that mint or guess credentials are rate limited per IP. Token answers are never cached.
 */

const session = dataBody(AuthSession);
// A client that holds no token may send no body at all (P§7), which Fastify hands over as null.
const refreshBody = RefreshBody.nullable();
const logoutBody = LogoutBody.nullable();
const noContent = z.null().describe('No content');

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: kit } = app;
  const { db } = app.database;
  const users = createUsersRepository(db);
  const accounts = createUsersService({ users, hasher: kit.hasher, policy: kit.passwordPolicy });
  const google = createGoogleAccounts({ users, identities: createIdentityRepository(db) });
  const service = createAuthService({ kit, users, accounts, google });

  const signedIn = (reply: FastifyReply, refresh: IssuedRefreshToken) => {
    setRefreshCookie(reply, refresh, kit.secureCookies);
    return reply.header('cache-control', 'no-store');
  };

  app.get(
    '/auth/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'The password policy and whether Google sign-in is offered, for the sign-in screen',
        response: { 200: dataBody(AuthOptions) },
      },
    },
    async () => ({
      data: {
        passwordPolicy: kit.passwordPolicy,
        google: kit.google ? { clientId: kit.google.clientId } : null,
      },
    }),
  );

  app.post(
    '/auth/register',
    {
      config: rateLimited(kit.rateLimits.signIn),
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: RegisterBody,
        response: { 201: session, 400: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const { session: body, refresh } = await service.register(request.body);
      return signedIn(reply, refresh).code(201).send({ data: body });
    },
  );

  app.post(
    '/auth/login',
    {
      config: rateLimited(kit.rateLimits.signIn),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description: 'An unknown email and a wrong password get the same 401 INVALID_CREDENTIALS.',
        body: LoginBody,
        response: { 200: session, 400: error, 401: error, 429: error },
      },
    },
    async (request, reply) => {
      const { session: body, refresh } = await service.login(request.body.email, request.body.password);
      return signedIn(reply, refresh).code(200).send({ data: body });
    },
  );

  app.post(
    '/auth/google',
    {
      config: rateLimited(kit.rateLimits.signIn),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token',
        description:
          '201 when the account was created, 200 when it existed. 501 GOOGLE_SIGN_IN_DISABLED without GOOGLE_CLIENT_ID.',
        body: GoogleSignInBody,
        response: {
          200: session,
          201: session,
          400: error,
          401: error,
          409: error,
          429: error,
          501: error,
          503: error,
        },
      },
    },
    async (request, reply) => {
      const { session: body, refresh, created } = await service.google(request.body.idToken, request.log);
      return signedIn(reply, refresh)
        .code(created ? 201 : 200)
        .send({ data: body });
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: rateLimited(kit.rateLimits.refresh),
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token (body, else the fc_refresh cookie) for new tokens',
        description:
          'The refresh token rotates on every use. Presenting a spent token more than 30 s after it was first used ends the whole session (401 REFRESH_TOKEN_REUSED).',
        body: refreshBody,
        response: { 200: dataBody(AuthTokens), 400: error, 401: error, 429: error },
      },
    },
    async (request, reply) => {
      try {
        const { tokens, refresh } = await service.refresh(
          presentedRefreshToken(request, request.body?.refreshToken),
        );
        return signedIn(reply, refresh).code(200).send({ data: tokens });
      } catch (failure) {
        // A dead token should not ride along on every later request; a database outage keeps it.
        if (isAppError(failure) && failure.status === 401) clearRefreshCookie(reply, kit.secureCookies);
        throw failure;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the presented refresh token (body or cookie) and of the bearer token',
        description: 'Always 204, even with no token or a stale one: the client clears its state regardless.',
        body: logoutBody,
        response: { 204: noContent, 400: error },
      },
    },
    async (request, reply) => {
      const bearer = bearerToken(request);
      const check = bearer ? await kit.accessTokens.check(bearer) : undefined;
      await service.logout(
        presentedRefreshToken(request, request.body?.refreshToken),
        check?.valid ? check.claims : undefined,
      );
      clearRefreshCookie(reply, kit.secureCookies);
      return reply.code(204).send(null);
    },
  );
};

export default authRoutes;
