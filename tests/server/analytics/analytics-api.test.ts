import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../../server/db/child-tables';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let sequence = 0;
const nextEventId = () => `event-${(sequence += 1)}-${Math.random().toString(36).slice(2)}`;

/** An event as the app sends it, with consent on and child mode off unless overridden. */
function event(overrides: Record<string, unknown> = {}, context: Record<string, unknown> = {}) {
  return {
    eventName: 'story_started',
    eventId: nextEventId(),
    timestamp: new Date().toISOString(),
    properties: { storyId: 'story-1', chapter: 2 },
    context: {
      childMode: false,
      analyticsConsent: true,
      userAgent: 'TestAgent/1.0',
      cookies: { sessionId: 's-1' },
      ...context,
    },
    ...overrides,
  };
}

describe('POST /analytics/track', () => {
  let testApp: TestApp;
  let parent: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
  });
  afterAll(() => testApp.close());

  const track = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/track',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const rowOf = async (eventId: string) =>
    testApp.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventId, eventId));

  it('stores an event with consent on and child mode off', async () => {
    const body = event();
    const response = await track(body);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { accepted: true } });
    const [row] = await rowOf(body.eventId);
    expect(row).toMatchObject({
      name: 'story_started',
      properties: { storyId: 'story-1', chapter: 2 },
      sessionId: 's-1',
      userId: null,
      userAgent: 'TestAgent/1.0',
      occurredAt: new Date(body.timestamp),
    });
  });

  it.each([
    ['consent off', { childMode: false, analyticsConsent: false }],
    ['child mode on', { childMode: true, analyticsConsent: true }],
    ['both', { childMode: true, analyticsConsent: false }],
  ])('answers 202 but stores nothing with %s', async (_label, context) => {
    const body = event({}, context);
    const response = await track(body);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { accepted: false } });
    expect(await rowOf(body.eventId)).toEqual([]);
  });

  it('stores a repeated eventId once', async () => {
    const body = event();
    const first = await track(body);
    const again = await track({ ...body, properties: { changed: true } });

    expect(first.json().data.accepted).toBe(true);
    expect(again.statusCode).toBe(202);
    expect(again.json().data.accepted).toBe(false);
    const rows = await rowOf(body.eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.properties).toEqual(body.properties);
  });

  it('drops personal keys and redacts personal values again on the server', async () => {
    const body = event({
      eventName: 'search for ann@example.com',
      properties: {
        email: 'ann@example.com',
        childName: 'Ann',
        userId: 'u-1',
        Phone_Number: '555',
        dob: '2019-01-01',
        zip: '90210',
        theme: 'animals',
        note: 'call me at +1 (415) 555-0132 or ann@example.com from 192.168.0.7',
        payment: { detail: 'card 4111 1111 1111 1111', ssn_like: 'x', other: '123-45-6789' },
        list: ['2001:db8::8a2e:370:7334', 42, { password: 'hunter2', ok: true }],
      },
    });
    await track(body);

    const [row] = await rowOf(body.eventId);
    expect(row?.name).toBe('search for [REDACTED_EMAIL]');
    expect(row?.properties).toEqual({
      theme: 'animals',
      note: 'call me at [REDACTED_PHONE] or [REDACTED_EMAIL] from [REDACTED_IP]',
      payment: { detail: 'card [REDACTED_CARD]', other: '[REDACTED_SSN]' },
      list: ['[REDACTED_IP]', 42, { ok: true }],
    });
  });

  it('links the event to a valid Bearer, never to the body’s user id, and ignores a bad Bearer', async () => {
    const signedIn = event({ user: { id: '00000000-0000-4000-8000-000000000000' } });
    expect((await track(signedIn, parent.headers)).statusCode).toBe(202);
    expect((await rowOf(signedIn.eventId))[0]?.userId).toBe(parent.user.id);

    const forged = event({ user: { id: parent.user.id } });
    const response = await track(forged, { authorization: 'Bearer not.a.token' });
    expect(response.statusCode).toBe(202);
    expect(response.json().data.accepted).toBe(true);
    expect((await rowOf(forged.eventId))[0]?.userId).toBeNull();

    const garbled = event();
    expect((await track(garbled, { authorization: 'Basic abc' })).statusCode).toBe(202);
    expect(await rowOf(garbled.eventId)).toHaveLength(1);
  });

  it('honours a signed-in parent’s recorded withdrawal whatever the client says', async () => {
    const someone = await registerParent(testApp.app);
    const withdraw = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/consents/preferences',
      headers: someone.headers,
      payload: {
        analytics: false,
        personalization: true,
        marketing: false,
        dataCollection: false,
        version: '2025-privacy-v1',
      },
    });
    expect(withdraw.statusCode).toBe(200);

    const body = event();
    const response = await track(body, someone.headers);
    expect(response.json()).toEqual({ data: { accepted: false } });
    expect(await rowOf(body.eventId)).toEqual([]);
  });

  it('accepts unknown fields and odd values without failing', async () => {
    const odd = [
      event({ extra: { nested: true }, properties: ['not', 'an', 'object'] }),
      event({ properties: 'text', timestamp: { when: 'now' }, user: 'someone' }),
      event(
        { properties: null, timestamp: 'yesterday' },
        { userAgent: 42, cookies: 'sessionId=1', locale: 'en' },
      ),
      event({ timestamp: 1_000 }, { userAgent: `Agent/${'x'.repeat(500)}` }),
      event({
        properties: { deep: { a: { b: { c: { d: { e: 1 } } } } }, big: 1e308, flag: false, nothing: null },
      }),
    ];
    for (const body of odd) {
      const response = await track(body);
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json().data.accepted).toBe(true);
    }
    const rows = await Promise.all(odd.map(async (body) => (await rowOf(body.eventId))[0]));
    expect(rows.map((row) => row?.properties)).toEqual([
      {},
      {},
      {},
      { storyId: 'story-1', chapter: 2 },
      { deep: { a: { b: { c: {} } } }, big: 1e308, flag: false, nothing: null },
    ]);
    expect(rows[1]?.occurredAt).toBeNull();
    expect(rows[2]).toMatchObject({ userAgent: null, sessionId: null, occurredAt: null });
    expect(rows[3]).toMatchObject({ occurredAt: null });
    expect(rows[3]?.userAgent).toHaveLength(200);
  });

  it.each([
    ['no eventId', { eventName: 'x', context: { childMode: false, analyticsConsent: true } }],
    ['no context', { eventName: 'x', eventId: 'id-x' }],
    [
      'consent not a boolean',
      { eventName: 'x', eventId: 'id-y', context: { childMode: false, analyticsConsent: 'yes' } },
    ],
    ['an array', []],
    ['not JSON', '{'],
  ])('answers 400 to a body that is not an event (%s)', async (_label, payload) => {
    const response = await track(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('refuses a body over 16 KB', async () => {
    const response = await track(event({ properties: { text: 'x'.repeat(17_000) } }));
    expect(response.statusCode).toBe(413);
  });
});

describe('POST /analytics/track rate limit', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('allows 120 events a minute per IP, then answers 429; bodies that are not events do not count', async () => {
    for (let index = 0; index < 20; index += 1) {
      const rejected = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/track',
        payload: {},
      });
      expect(rejected.statusCode).toBe(400);
    }
    const statuses: number[] = [];
    for (let index = 0; index < 121; index += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/track',
        payload: event({}, { analyticsConsent: false }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 202)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
