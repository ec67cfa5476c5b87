import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { finishedStory } from '../helpers/stories';

/**
 * Issue 16: a cursor is opaque, but a parent can craft one. Whatever it decodes to, a list answers 400
 * naming `cursor`, never 500 (the values used to reach PostgreSQL, which refused them).
 */

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const id = randomUUID();
const craftedTimeCursors = {
  'a bare number for a date': cursorOf(['1', id]),
  'a date in year +275760': cursorOf(['+275760-09-13T00:00:00.000Z', id]),
  'a date in year -4714': cursorOf(['-004714-01-01T00:00:00.000Z', id]),
  'a date in year 0': cursorOf(['0000-01-01T00:00:00.000Z', id]),
  'a date with a NUL': cursorOf(['2026-01-01T00:00:00.000Z\u0000', id]),
  'a date PostgreSQL reads but JavaScript does not': cursorOf(['epoch', id]),
};

describe('crafted list cursors', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let storyId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
    storyId = (await finishedStory(testApp.app, parent)).id;
    await finishedStory(testApp.app, parent, { title: 'Second' });
  });
  afterAll(() => testApp.close());

  async function expectCursorRefused(url: string) {
    const response = await testApp.app.inject({ method: 'GET', url, headers: parent.headers });
    expect(response.statusCode, `${url} → ${response.body}`).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'querystring.cursor' }],
    });
  }

  const lists = () => ({
    '/stories (newest first)': '/api/v1/stories?',
    '/stories (by update, oldest first)': '/api/v1/stories?sortBy=updatedAt&sortOrder=asc&',
    '/children/parent/{id}': `/api/v1/children/parent/${parent.user.id}?`,
    '/progress/user/{id}': `/api/v1/progress/user/${parent.user.id}?`,
    '/progress/user/{id}/story/{id}': `/api/v1/progress/user/${parent.user.id}/story/${storyId}?`,
  });

  for (const [what, cursor] of Object.entries(craftedTimeCursors)) {
    it(`refuses ${what} on every list sorted by a time`, async () => {
      for (const url of Object.values(lists())) {
        await expectCursorRefused(`${url}cursor=${cursor}`);
      }
    });
  }

  it('refuses a title cursor with a NUL, and a search cursor with an impossible date', async () => {
    await expectCursorRefused(`/api/v1/stories?sortBy=title&cursor=${cursorOf(['A\u0000', id])}`);
    const loneSurrogate = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/stories?sortBy=title&cursor=${cursorOf(['A\ud800', id])}`,
      headers: parent.headers,
    });
    expect(loneSurrogate.statusCode, loneSurrogate.body).toBeLessThan(500);
    await expectCursorRefused(
      `/api/v1/stories?search=animals&cursor=${cursorOf(['1|+275760-09-13T00:00:00.000Z', id])}`,
    );
    await expectCursorRefused(`/api/v1/stories?search=animals&cursor=${cursorOf(['1|1', id])}`);
  });

  it('still follows the cursors the server writes', async () => {
    for (const query of ['', 'sortBy=title&', 'sortBy=updatedAt&sortOrder=asc&']) {
      const first = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/stories?${query}limit=1`,
        headers: parent.headers,
      });
      const { nextCursor } = first.json<{ data: { nextCursor: string | null } }>().data;
      expect(nextCursor).not.toBeNull();
      const next = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/stories?${query}limit=1&cursor=${nextCursor}`,
        headers: parent.headers,
      });
      expect(next.statusCode, next.body).toBe(200);
    }
  });
});
