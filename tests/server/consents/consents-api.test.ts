import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentPreferences } from '../../../src/contract/consent';
import { consentRecords } from '../../../server/db/child-tables';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const version = '2025-privacy-v1';
const allOff = { analytics: false, personalization: false, marketing: false, dataCollection: false };

describe('consents API', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let other: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
    other = await registerParent(testApp.app);
  });
  afterAll(() => testApp.close());

  const read = (as = parent) =>
    testApp.app.inject({ method: 'GET', url: '/api/v1/consents/preferences', headers: as.headers });
  const write = (payload: object, as = parent) =>
    testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/consents/preferences',
      headers: as.headers,
      payload,
    });
  const recordsOf = (userId: string) =>
    testApp.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, userId))
      .orderBy(asc(consentRecords.seq));

  it('answers everything off, at the current version, when nothing is stored', async () => {
    const response = await read();

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ...allOff,
      consents: [
        { type: 'analytics', granted: false, version },
        { type: 'personalization', granted: false, version },
        { type: 'marketing', granted: false, version },
        { type: 'data-collection', granted: false, version },
      ],
      version,
      updatedAt: null,
    });
  });

  it('stores a choice and reads it back, with its consents list', async () => {
    const choice = { analytics: true, personalization: false, marketing: true, dataCollection: false };
    const written = await write({ ...choice, version });

    expect(written.statusCode).toBe(200);
    const data = written.json<{ data: ConsentPreferences }>().data;
    expect(data).toMatchObject({ ...choice, version, updatedAt: expect.any(String) });
    expect(data.consents).toEqual([
      { type: 'analytics', granted: true, version },
      { type: 'personalization', granted: false, version },
      { type: 'marketing', granted: true, version },
      { type: 'data-collection', granted: false, version },
    ]);
    expect((await read()).json().data).toEqual(data);
    // Another parent's consent is their own.
    expect((await read(other)).json().data).toMatchObject({ ...allOff, updatedAt: null });
  });

  it('keeps every change as a record; the current state is the latest', async () => {
    const before = (await recordsOf(other.user.id)).length;
    const choices = [
      { ...allOff, analytics: true },
      { ...allOff, analytics: true, personalization: true },
      { ...allOff, dataCollection: true },
    ];
    for (const choice of choices) expect((await write({ ...choice, version }, other)).statusCode).toBe(200);

    const records = await recordsOf(other.user.id);
    expect(records).toHaveLength(before + 3);
    expect(
      records.slice(-3).map(({ analytics, personalization, marketing, dataCollection }) => ({
        analytics,
        personalization,
        marketing,
        dataCollection,
      })),
    ).toEqual(choices);
    expect(records.every((record) => record.version === version)).toBe(true);
    expect((await read(other)).json().data).toMatchObject({
      ...allOff,
      dataCollection: true,
      updatedAt: records.at(-1)?.createdAt.toISOString(),
    });
  });

  it('accepts a consents list that agrees with the booleans', async () => {
    const response = await write({
      ...allOff,
      marketing: true,
      consents: [
        { type: 'marketing', granted: true, version },
        { type: 'analytics', granted: false, version },
      ],
      version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.marketing).toBe(true);
  });

  it.each([
    ['another version', { ...allOff, version: '2024-privacy-v0' }, 'version must be 2025-privacy-v1'],
    ['no version', { ...allOff }, 'version must be 2025-privacy-v1'],
    [
      'a missing boolean',
      { analytics: true, personalization: false, marketing: false, version },
      'dataCollection',
    ],
    ['a boolean as a string', { ...allOff, analytics: 'true', version }, 'analytics'],
    [
      'a consents list that contradicts the booleans',
      { ...allOff, consents: [{ type: 'analytics', granted: true, version }], version },
      'consents must agree',
    ],
    [
      'an unknown consent type',
      { ...allOff, consents: [{ type: 'cookies', granted: false, version }], version },
      'consents',
    ],
  ])('rejects %s and records nothing', async (_label, payload, message) => {
    const before = (await recordsOf(parent.user.id)).length;
    const response = await write(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(message),
    });
    expect(await recordsOf(parent.user.id)).toHaveLength(before);
  });

  it('needs a signed-in parent', async () => {
    const get = await testApp.app.inject({ method: 'GET', url: '/api/v1/consents/preferences' });
    const patch = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/consents/preferences',
      payload: { ...allOff, version },
    });
    expect([get.statusCode, patch.statusCode]).toEqual([401, 401]);
  });
});

describe('consent writes rate limit', () => {
  let testApp: TestApp;
  let parent: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
  });
  afterAll(() => testApp.close());

  it('allows 30 recorded changes a minute per IP; rejected bodies do not count', async () => {
    const write = (payload: object) =>
      testApp.app.inject({
        method: 'PATCH',
        url: '/api/v1/consents/preferences',
        headers: parent.headers,
        payload,
      });
    for (let index = 0; index < 40; index += 1) {
      expect((await write({ ...allOff, version: 'old' })).statusCode).toBe(400);
    }
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await write({ ...allOff, analytics: index % 2 === 0, version })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
