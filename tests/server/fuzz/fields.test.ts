import { tmpdir } from 'node:os';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProbe, type Probe } from './fuzz-probe';
import {
  badCursors,
  hugeString,
  invalidIds,
  oddUnicode,
  pick,
  seededRandom,
  wrongTypes,
} from './fuzz-values';
import { buildFuzzWorld, fillPath, validParam, type FuzzWorld, type Operation } from './fuzz-world';
import { validBody, validQuery } from './valid-requests';

/**
 * Every operation of the OpenAPI document, as the fuzzing parent, with one thing spoilt at a time in an
 * otherwise acceptable request: a path id, a query field, a body field (wrong type, odd text, too long),
 * a missing field or an extra one. A parent (or anyone with an account) must get a 4xx naming what is
 * wrong, never a 500, and no answer may show a stack, SQL or a path.
 */

const SEED = 16;
const random = seededRandom(SEED);

// The body fields that carry ownership: another parent's id here must change nothing of theirs.
const extraFields = (world: FuzzWorld) => ({
  id: world.other.storyId,
  parentId: world.other.parent.user.id,
  ownerId: world.other.parent.user.id,
  role: 'admin',
  isAdmin: true,
  createdAt: '1970-01-01T00:00:00.000Z',
  // An own "__proto__" key, as JSON.parse makes it (a literal would set the prototype instead).
  ...(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as object),
});

describe('fuzz: fields of every operation', () => {
  let world: FuzzWorld;
  let probe: Probe;

  beforeAll(async () => {
    world = await buildFuzzWorld();
    probe = createProbe(world.app, [process.cwd(), world.testApp.config.DATA_DIR, tmpdir() + '/fablecast']);
  }, 60_000);
  afterAll(async () => {
    console.info(probe.summary(`fields, seed ${SEED}`));
    await world.close();
  });

  interface Parts {
    params: Record<string, string>;
    query: Record<string, string | string[]>;
    body: unknown;
  }

  const validParts = (operation: Operation): Parts => ({
    params: Object.fromEntries(
      operation.pathParams.map((name) => [name, validParam(operation, name, world.me)]),
    ),
    query: validQuery(operation.route, world.me),
    body: validBody(operation.route, world.me, world.googleIdToken),
  });

  const request = (operation: Operation, { params, query, body }: Parts): InjectOptions => {
    const auth = operation.secured ? world.me.parent.headers : {};
    const common = { method: operation.method, url: fillPath(operation, params), query };
    if (body === undefined) return { ...common, headers: auth };
    // Sent as text, so null, a bare string or a number go out as the JSON a client would write.
    return {
      ...common,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    };
  };

  // Deleting with a valid id and a spoilt query would delete the fuzzing parent's records or account.
  const changesOnlyIds = (operation: Operation) => operation.method === 'DELETE';

  it('accepts each operation’s valid body and query, so the spoilt ones are judged past validation', async () => {
    const refused: string[] = [];
    const withInput = world.operations.filter(
      (candidate) =>
        !changesOnlyIds(candidate) && candidate.bodyFields.length + candidate.queryParams.length > 0,
    );
    for (const operation of withInput) {
      const response = await probe.send('valid requests', request(operation, validParts(operation)));
      // A 400 for a reason past validation (the deliberately wrong current password) is fine.
      if (response.body.includes('VALIDATION_ERROR')) refused.push(`${operation.route}: ${response.body}`);
    }
    expect(refused).toEqual([]);
    expect(probe.takeFailures()).toEqual([]);
  });

  it('answers spoilt path ids with a 4xx', async () => {
    for (const operation of world.operations) {
      for (const name of operation.pathParams) {
        const others = [validParam(operation, name, world.other), ...pick(random, invalidIds(), 9)];
        for (const value of others) {
          const parts = validParts(operation);
          await probe.send(
            'path ids',
            request(operation, { ...parts, params: { ...parts.params, [name]: value } }),
          );
        }
      }
    }
    expect(probe.takeFailures()).toEqual([]);
  });

  it('answers spoilt query fields and list cursors with a 4xx', async () => {
    for (const operation of world.operations.filter((candidate) => !changesOnlyIds(candidate))) {
      for (const name of operation.queryParams) {
        const values: (string | string[])[] = [
          ...pick(random, wrongTypes, 5).map((value) => JSON.stringify(value)),
          ...pick(random, oddUnicode, 4),
          ['a', 'b'],
          '',
          'NaN',
          '-1',
          '1e308',
          hugeString.slice(0, 8_000),
          ...(name === 'cursor' ? badCursors() : []),
          ...(name.endsWith('Id') ? [world.other.childId, ...pick(random, invalidIds(), 4)] : []),
        ];
        for (const value of values) {
          const parts = validParts(operation);
          const category = name === 'cursor' ? 'list cursors' : 'query fields';
          await probe.send(
            category,
            request(operation, { ...parts, query: { ...parts.query, [name]: value } }),
          );
        }
      }
    }
    expect(probe.takeFailures()).toEqual([]);
  });

  it('answers spoilt body fields with a 4xx', async () => {
    for (const operation of world.operations.filter((candidate) => candidate.bodyFields.length > 0)) {
      for (const name of operation.bodyFields) {
        const values: unknown[] = [
          ...pick(random, wrongTypes, 8),
          ...pick(random, oddUnicode, 5),
          hugeString,
          ...(name.endsWith('Id') ? pick(random, invalidIds(), 4) : []),
          ...(name.endsWith('At') || name === 'timestamp'
            ? ['0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '2026-13-45T25:61:61Z', '1']
            : []),
        ];
        for (const value of values) {
          const parts = validParts(operation);
          const body = { ...(parts.body as object), [name]: value };
          await probe.send('body field types', request(operation, { ...parts, body }));
        }
      }
    }
    expect(probe.takeFailures()).toEqual([]);
  });

  it('answers spoilt fields inside objects and lists of a body with a 4xx', async () => {
    for (const operation of world.operations.filter((candidate) => candidate.bodyFields.length > 0)) {
      const parts = validParts(operation);
      for (const [name, inner] of Object.entries(parts.body as Record<string, unknown>)) {
        const nested = Array.isArray(inner) ? inner[0] : inner;
        if (typeof nested !== 'object' || nested === null) continue;
        for (const key of Object.keys(nested)) {
          for (const value of [...pick(random, wrongTypes, 6), ...pick(random, oddUnicode, 2)]) {
            const spoilt = { ...nested, [key]: value };
            const body = { ...(parts.body as object), [name]: Array.isArray(inner) ? [spoilt] : spoilt };
            await probe.send('nested fields', request(operation, { ...parts, body }));
          }
        }
      }
    }
    expect(probe.takeFailures()).toEqual([]);
  });

  it('answers missing, extra and wholly wrong bodies with a 4xx', async () => {
    for (const operation of world.operations.filter((candidate) => candidate.bodyFields.length > 0)) {
      const parts = validParts(operation);
      for (const name of operation.requiredBodyFields) {
        const { [name]: _missing, ...body } = parts.body as Record<string, unknown>;
        await probe.send('missing fields', request(operation, { ...parts, body }));
      }
      await probe.send(
        'extra fields',
        request(operation, { ...parts, body: { ...(parts.body as object), ...extraFields(world) } }),
      );
      for (const body of [null, [], [parts.body], 'a string', 42, true, {}]) {
        await probe.send('whole body', request(operation, { ...parts, body }));
      }
    }
    expect(probe.takeFailures()).toEqual([]);
  });
});
