import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProbe, type Probe } from './fuzz-probe';
import { pick, seededRandom } from './fuzz-values';
import { buildFuzzWorld, fillPath, validParam, type FuzzWorld, type Operation } from './fuzz-world';
import { validBody } from './valid-requests';

/**
 * Every operation, with bodies no client of ours sends: broken JSON, JSON nested 10 000 deep, bodies
 * over the 1 MiB limit, the wrong content type or none, and credentials that are not. None may be a
 * 5xx or show anything of the inside; a body over the limit is a 413 and a credential that is not a
 * 401. (A route may still accept what a lenient parser reads, such as JSON after a byte-order mark.)
 */

const SEED = 16;
const MiB = 1024 * 1024;
const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const deepObject = `${'{"a":'.repeat(10_000)}null${'}'.repeat(10_000)}`;

const invalidJson: readonly (string | Buffer)[] = [
  '{',
  '{"title":',
  '{"title": "x",}',
  "{'title': 'x'}",
  'nul',
  'undefined',
  'NaN',
  '{"a":1}{"b":2}',
  '\u0000',
  '\ufeff{"title":"bom first"}',
  '{"__proto__": {"polluted": true}, "title": "x"}',
  '{"title": "x", "title": 5}',
  Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0x61, 0x22, 0x3a, 0x31, 0x7d]),
  Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
  '1e999999',
  `{"n": ${'9'.repeat(5_000)}}`,
];

const wrongContentTypes: readonly { type?: string; body: string }[] = [
  { type: 'text/plain', body: '{"title":"plain text"}' },
  { type: 'text/plain', body: 'hello' },
  {
    type: 'multipart/form-data; boundary=fuzz',
    body: '--fuzz\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--fuzz--\r\n',
  },
  { type: 'multipart/form-data', body: 'no boundary at all' },
  { type: 'application/x-www-form-urlencoded', body: 'title=x&theme=animals&age=6' },
  {
    type: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { type: 'application/json; charset=utf-16', body: '{"title":"x"}' },
  { type: 'application/json; charset=latin1', body: '{"title":"x"}' },
  { type: 'application/vnd.api+json', body: '{"title":"x"}' },
  { type: ';;;', body: '{"title":"x"}' },
  { type: '', body: '{"title":"x"}' },
  { body: '{"title":"no content type"}' },
];

const badAuthorizations: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Bearer not.a.jwt',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic dXNlcjpwYXNz',
  'bearer\u0000x',
  'Bearer 🦄',
];

const rawQueries: readonly string[] = [
  '__proto__=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'limit=1&limit=2&limit=3',
  'a=%',
  'a=%E0%A4%A',
  '%00=%00',
  '&&&==&=',
  `${'x='.repeat(2_000)}`,
];

const oddHeaders: readonly Record<string, string>[] = [
  { accept: 'application/xml' },
  { accept: '*/*;q=abc, text/html;q=2' },
  { 'accept-language': 'zz-ZZ, es;q=x, ' + 'en,'.repeat(500) },
  { 'x-request-id': '../../etc/passwd\u0000' },
  { 'if-none-match': '"' + 'x'.repeat(5_000) + '"' },
  { 'if-modified-since': 'not a date' },
  { origin: 'https://evil.example' },
  { 'x-forwarded-for': '1.2.3.4, not-an-ip, ::ffff:999.1.1.1' },
  { cookie: 'fc_refresh=%; a=b; ' + 'c=d;'.repeat(500) },
];

describe('fuzz: bodies, content types and credentials of every operation', () => {
  let world: FuzzWorld;
  let probe: Probe;

  beforeAll(async () => {
    world = await buildFuzzWorld();
    probe = createProbe(world.app, [process.cwd(), world.testApp.config.DATA_DIR, tmpdir() + '/fablecast']);
  }, 60_000);
  afterAll(async () => {
    console.info(probe.summary(`bodies, content types and headers, seed ${SEED}`));
    await world.close();
  });

  const url = (operation: Operation) =>
    fillPath(
      operation,
      Object.fromEntries(operation.pathParams.map((name) => [name, validParam(operation, name, world.me)])),
    );
  // Deleting with a valid id would delete the fuzzing parent's records or account whatever the body.
  const fuzzable = () => world.operations.filter((operation) => operation.method !== 'DELETE');
  const send = (category: string, operation: Operation, payload: string | Buffer, type?: string) =>
    probe.send(category, {
      method: operation.method,
      url: url(operation),
      headers: {
        ...(operation.secured ? world.me.parent.headers : {}),
        ...(type === undefined ? {} : { 'content-type': type }),
      },
      payload,
    });

  it('answers invalid JSON without a 5xx', async () => {
    const random = seededRandom(SEED);
    for (const operation of fuzzable()) {
      // A route that reads no body gets a seeded few: the parser is the same, the time is not.
      const payloads = operation.method === 'GET' ? pick(random, invalidJson, 4) : invalidJson;
      for (const payload of payloads) await send('invalid JSON', operation, payload, 'application/json');
    }
    expect(probe.takeFailures()).toEqual([]);
  });

  it('answers JSON nested 10 000 deep without a 5xx', async () => {
    for (const operation of fuzzable()) {
      const valid = validBody(operation.route, world.me, world.googleIdToken) ?? {};
      const inField = JSON.stringify({ ...valid, [operation.bodyFields[0] ?? 'deep']: 0 }).replace(
        /0\}$/,
        `${deepObject}}`,
      );
      for (const payload of [deepArray, deepObject, inField]) {
        await send('deep nesting', operation, payload, 'application/json');
      }
    }
    expect(probe.takeFailures()).toEqual([]);
  });

  it('answers bodies over 1 MiB with a 413 (a GET ignores its body)', async () => {
    const hugeJson = JSON.stringify({ title: 'x'.repeat(1.2 * MiB) });
    const hugeText = 'y'.repeat(1.5 * MiB);
    for (const operation of fuzzable()) {
      const response = await send('huge bodies', operation, hugeJson, 'application/json');
      if (operation.method !== 'GET') expect(response.statusCode, operation.route).toBe(413);
      await send('huge bodies', operation, hugeText, 'text/plain');
    }
    expect(probe.takeFailures()).toEqual([]);
  });

  it('answers the wrong content type, or none, without a 5xx', async () => {
    for (const operation of fuzzable()) {
      for (const { type, body } of wrongContentTypes) await send('content types', operation, body, type);
    }
    expect(probe.takeFailures()).toEqual([]);
  });

  it('answers odd query strings, odd headers and methods a route lacks without a 5xx', async () => {
    const documented = new Set(world.operations.map((operation) => operation.route));
    for (const operation of fuzzable()) {
      const headers = operation.secured ? world.me.parent.headers : {};
      for (const query of rawQueries) {
        await probe.send('query strings', {
          method: operation.method,
          url: `${url(operation)}?${query}`,
          headers,
        });
      }
      if (operation.method === 'GET') {
        for (const odd of oddHeaders) {
          await probe.send('headers', {
            method: 'GET',
            url: url(operation),
            headers: { ...headers, ...odd },
          });
        }
      }
      for (const method of ['GET', 'PUT', 'POST', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
        if (method === 'DELETE' || documented.has(`${method} ${operation.path}`)) continue;
        const response = await probe.send('other methods', { method, url: url(operation), headers });
        expect(response.statusCode, `${method} ${operation.path}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(probe.takeFailures()).toEqual([]);
  });

  it('answers credentials that are not with a 401', async () => {
    for (const operation of world.operations.filter((candidate) => candidate.secured)) {
      for (const authorization of badAuthorizations) {
        const response = await probe.send('credentials', {
          method: operation.method,
          url: url(operation),
          headers: { authorization },
        });
        expect(response.statusCode, `${operation.route} with ${authorization.slice(0, 30)}`).toBe(401);
      }
    }
    expect(probe.takeFailures()).toEqual([]);
  });
});
