import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Child,
  ChildListQuery,
  ChildPage,
  CreateChildBody,
  UpdateChildBody,
} from '../../../src/contract/child';
import { dataBody, errorBodySchema as error } from '../../http/response-schemas';
import { callerOf } from '../../plugins/auth';
import { createChildrenRepository } from './repository';
import { createChildrenService } from './service';

/**
 * /children (P§7). Every route is the signed-in parent's own: another parent's profile, and another
 * parent's id in /children/parent/{parentId}, answer 404 exactly like ones that do not exist.
 */

const params = z.object({ id: z.uuid('Must be a child id (a UUID)') });
const parentParams = z.object({ parentId: z.uuid('Must be a parent id (a UUID)') });
const child = dataBody(Child);
const bearer = [{ bearerAuth: [] }];
const noContent = z.null().describe('No content');

const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createChildrenService(createChildrenRepository(app.database.db));
  const signedIn = { onRequest: [app.authenticate] };
  const tags = ['children'];

  app.get(
    '/children/parent/:parentId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's kid profiles, oldest first, a page at a time",
        security: bearer,
        params: parentParams,
        querystring: ChildListQuery,
        response: { 200: dataBody(ChildPage), 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({
      data: await service.list(callerOf(request).userId, request.params.parentId, request.query),
    }),
  );

  app.post(
    '/children/parent/:parentId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Create a kid profile',
        security: bearer,
        params: parentParams,
        body: CreateChildBody,
        response: { 201: child, 400: error, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      const created = await service.create(callerOf(request).userId, request.params.parentId, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.get(
    '/children/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A kid profile',
        security: bearer,
        params,
        response: { 200: child, 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({ data: await service.get(callerOf(request).userId, request.params.id) }),
  );

  app.patch(
    '/children/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change the name, age, avatar or preferences of a kid profile',
        security: bearer,
        params,
        body: UpdateChildBody,
        response: { 200: child, 400: error, 401: error, 404: error },
      },
    },
    async (request) => ({
      data: await service.update(callerOf(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/children/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a kid profile; its stories stay, without a listener',
        security: bearer,
        params,
        response: { 204: noContent, 400: error, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      await service.remove(callerOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default childrenRoutes;
