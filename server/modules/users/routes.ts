import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordBody,
  PasswordChanged,
  RegisterBody,
  UpdateUserBody,
  User,
  UserList,
  UserListQuery,
} from '../../../src/contract/auth';
import { rateLimited } from '../../auth/rate-limits';
import { clearRefreshCookie } from '../../auth/refresh-cookie';
import { dataBody, errorBodySchema as error } from '../../http/response-schemas';
import { callerOf } from '../../plugins/auth';
import { createStoriesRepository } from '../stories/repository';
import { createAccountService } from './account-service';
import { createPasswordChange } from './password-change';
import { createUsersRepository } from './repository';
import { createUsersService, toUser } from './service';

/**
 * /users (P§7, ADR 007). A parent reads, changes and deletes only their own user; any other id answers
 * 404 "User not found", the same as an id that does not exist. POST /users is open registration.
 * POST /users/{id}/password changes the password and ends the parent's other sessions (ADR 027).
 */

const params = z.object({ id: z.uuid('Must be a user id (a UUID)') });
const user = dataBody(User);
const bearer = [{ bearerAuth: [] }];

const avatarMaxLength = 2048;

// Stored and later shown by the app: only web URLs of a sane length (a javascript: URL is a URL too).
const updateBody = UpdateUserBody.refine(
  ({ avatar }) => !avatar || (/^https?:\/\//i.test(avatar) && avatar.length <= avatarMaxLength),
  { path: ['avatar'], message: `Must be an http(s) URL of at most ${avatarMaxLength} characters` },
);

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: kit } = app;
  const service = createUsersService({
    users: createUsersRepository(app.database.db),
    hasher: kit.hasher,
    policy: kit.passwordPolicy,
  });
  const accounts = createAccountService({
    users: service,
    stories: createStoriesRepository(app.database.db),
    store: app.media.store,
  });
  const passwords = createPasswordChange({
    db: app.database.db,
    hasher: kit.hasher,
    policy: kit.passwordPolicy,
  });
  const signedIn = { onRequest: [app.authenticate] };

  app.get(
    '/users/me',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: user, 401: error },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      return { data: await service.get(userId, userId) };
    },
  );

  app.get(
    '/users',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'The users the caller may see: only themself (there is no admin role)',
        security: bearer,
        querystring: UserListQuery,
        response: { 200: dataBody(UserList), 400: error, 401: error },
      },
    },
    async (request) => ({ data: await service.list(callerOf(request).userId, request.query) }),
  );

  app.post(
    '/users',
    {
      config: rateLimited(kit.rateLimits.signIn),
      schema: {
        tags: ['users'],
        summary: 'Create an account without signing in (same rules as POST /auth/register)',
        body: RegisterBody,
        response: { 201: user, 400: error, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const row = await service.createAccount(request.body);
      return reply.code(201).send({ data: toUser(row) });
    },
  );

  app.get(
    '/users/:id',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'A user by id: only the caller’s own',
        security: bearer,
        params,
        response: { 200: user, 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({ data: await service.get(callerOf(request).userId, request.params.id) }),
  );

  app.patch(
    '/users/:id',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'Change the caller’s name, email or avatar',
        security: bearer,
        params,
        body: updateBody,
        response: { 200: user, 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => ({
      data: await service.update(callerOf(request).userId, request.params.id, request.body),
    }),
  );

  app.post(
    '/users/:id/password',
    {
      // An array of its own: the rate-limit plugin adds its hook to the route's onRequest array, and
      // in the shared `signedIn` one it would limit every signed-in route of this module.
      onRequest: [app.authenticate],
      // The current password can be guessed here as at sign-in: the same per-IP limit.
      config: rateLimited(kit.rateLimits.signIn),
      schema: {
        tags: ['users'],
        summary: 'Change the caller’s password; every other session of theirs ends, this one stays',
        description:
          '400 WRONG_PASSWORD when the current password is not the right one; 400 WEAK_PASSWORD naming body.newPassword when the new one breaks the policy; 409 PASSWORD_NOT_SET for an account that only signs in with Google.',
        security: bearer,
        params,
        body: ChangePasswordBody,
        response: {
          200: dataBody(PasswordChanged),
          400: error,
          401: error,
          404: error,
          409: error,
          429: error,
        },
      },
    },
    async (request) => ({
      data: await passwords.change(callerOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/users/:id',
    {
      ...signedIn,
      schema: {
        tags: ['users'],
        summary: 'Delete the caller’s account and everything tied to it',
        security: bearer,
        params,
        response: { 204: z.null().describe('No content'), 400: error, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(callerOf(request).userId, request.params.id);
      clearRefreshCookie(reply, kit.secureCookies);
      return reply.code(204).send(null);
    },
  );
};

export default usersRoutes;
