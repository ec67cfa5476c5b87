import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerParent, type SignedInParent } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { ownedRoutes } from './helpers/owned-routes';

/**
 * Object-level access (reliability notes): every route that takes an id answers another parent's id
 * exactly like an id that does not exist, and touches nothing. The routes come from the OpenAPI
 * document, so a new route with an id fails here until it is added to helpers/owned-routes.ts.
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
