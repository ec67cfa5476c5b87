import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerParent, type SignedInParent } from './helpers/accounts';
import { createChild } from './children/child-requests';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { openApiOperations } from './helpers/openapi-operations';
import { notRecordIds, ownedFields, type OwnedFieldContext, type Records } from './helpers/owned-fields';
import { ownedRoutes } from './helpers/owned-routes';
import { addNarratedChapter, finishedStory } from './helpers/stories';

/**
 * Object-level access (reliability notes): every route that takes an id answers another parent's id
 * exactly like an id that does not exist, and touches nothing. The routes come from the OpenAPI
 * document, so a new route with an id fails here until it is added to helpers/owned-routes.ts, and a
 * new id in a query string or a body until it is added to helpers/owned-fields.ts.
 */

const openApiDocument = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

const httpMethods = new Set(['get', 'put', 'post', 'patch', 'delete']);

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

describe('object-level access', () => {
  let testApp: TestApp;
  let routesWithIds: string[];
  let caller: SignedInParent;
  let owner: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const document = openApiDocument.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json(),
    );
    routesWithIds = Object.entries(document.paths).flatMap(([path, operations]) =>
      path.includes('{')
        ? Object.keys(operations)
            .filter((method) => httpMethods.has(method))
            .map((method) => `${method.toUpperCase()} ${path}`)
        : [],
    );
    caller = await registerParent(testApp.app, { name: 'Curious Caller' });
    owner = await registerParent(testApp.app, { name: 'Record Owner' });
  });
  afterAll(() => testApp.close());

  it('knows how to test every route with an id', () => {
    expect(routesWithIds.length).toBeGreaterThan(0);
    expect(routesWithIds.filter((route) => !(route in ownedRoutes))).toEqual([]);
    expect(Object.keys(ownedRoutes).filter((route) => !routesWithIds.includes(route))).toEqual([]);
  });

  it.each(Object.entries(ownedRoutes))('%s answers a foreign id like a missing one', async (route, owned) => {
    const [method = '', path = ''] = route.split(' ');
    const foreignParams = await owned.foreignParams({ app: testApp.app, caller, owner });
    const missingParams = Object.fromEntries(Object.keys(foreignParams).map((name) => [name, randomUUID()]));
    const send = (params: Record<string, string>) =>
      testApp.app.inject({
        method: z.enum(['GET', 'PUT', 'POST', 'PATCH', 'DELETE']).parse(method),
        url: fill(path, params),
        headers: caller.headers,
        ...(owned.payload ? { payload: owned.payload } : {}),
      });

    const foreign = await send(foreignParams);
    const missing = await send(missingParams);

    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.headers['content-type']).toBe(missing.headers['content-type']);
  });

  it('left the other parent’s account as it was', async () => {
    const me = await testApp.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: owner.headers });

    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual(owner.user);
  });
});

async function recordsOf(testApp: TestApp, parent: SignedInParent): Promise<Records> {
  const { app } = testApp;
  const childId = (await createChild(app, parent)).id;
  const storyId = (await finishedStory(app, parent)).id;
  const chapterId = (await addNarratedChapter(app, storyId, 1)).id;
  const progress = await app.inject({
    method: 'POST',
    url: '/api/v1/progress',
    headers: parent.headers,
    payload: { userId: parent.user.id, childId, storyId, chapterId, position: 30 },
  });
  expect(progress.statusCode, progress.body).toBe(201);
  return { childId, storyId, chapterId };
}

/** Everything of a parent's that another parent's request could change, as their own app reads it. */
async function everythingOf(testApp: TestApp, parent: SignedInParent, { childId }: Records) {
  const read = async (url: string) =>
    (await testApp.app.inject({ method: 'GET', url, headers: parent.headers })).json();
  return {
    me: await read('/api/v1/users/me'),
    stories: await read('/api/v1/stories?limit=50'),
    children: await read(`/api/v1/children/parent/${parent.user.id}`),
    progress: await read(`/api/v1/progress/user/${parent.user.id}`),
    favourites: await read(`/api/v1/children/${childId}/favourites`),
  };
}

describe('object-level access: ids in query strings and bodies', () => {
  let testApp: TestApp;
  let idFields: string[];
  let context: OwnedFieldContext;
  let before: Awaited<ReturnType<typeof everythingOf>>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    idFields = (await openApiOperations(testApp.app)).flatMap((operation) => [
      ...operation.queryParams
        .filter((name) => /Id$/.test(name))
        .map((name) => `${operation.route} query.${name}`),
      ...operation.bodyFields
        .filter((name) => /Id$/.test(name))
        .map((name) => `${operation.route} body.${name}`),
    ]);
    const caller = await registerParent(testApp.app, { name: 'Curious Caller' });
    const owner = await registerParent(testApp.app, { name: 'Record Owner' });
    context = {
      app: testApp.app,
      caller,
      owner,
      mine: await recordsOf(testApp, caller),
      theirs: await recordsOf(testApp, owner),
    };
    before = await everythingOf(testApp, owner, context.theirs);
  });
  afterAll(() => testApp.close());

  it('knows how to test every id in a query string or a body', () => {
    expect(idFields.length).toBeGreaterThan(0);
    expect(idFields.filter((field) => !(field in ownedFields) && !notRecordIds.has(field))).toEqual([]);
    expect(Object.keys(ownedFields).filter((field) => !idFields.includes(field))).toEqual([]);
  });

  it.each(Object.entries(ownedFields))('%s: another parent’s id gets nothing', async (_field, owned) => {
    const foreign = await testApp.app.inject(owned.request(context, owned.foreignId(context)));

    if (owned.foreignIs === 'ignored') {
      owned.check?.(foreign, context);
      return;
    }
    const missing = await testApp.app.inject(owned.request(context, randomUUID()));
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.statusCode).toBe(missing.statusCode);
    if (owned.foreignIs === 'not-found') expect(foreign.statusCode).toBe(404);
    else expect(foreign.json().data.items).toEqual([]);
  });

  it('left everything of the other parent’s as it was', async () => {
    expect(await everythingOf(testApp, context.owner, context.theirs)).toEqual(before);
  });
});
