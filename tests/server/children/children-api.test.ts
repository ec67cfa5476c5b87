import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Child, ChildPage } from '../../../src/contract/child';
import { children } from '../../../server/db/child-tables';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createChild } from './child-requests';

describe('kid profiles API', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let other: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
    other = await registerParent(testApp.app);
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, as = parent, payload?: object) =>
    testApp.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: as.headers,
      ...(payload ? { payload } : {}),
    });

  it('creates a profile with a trimmed name, the default avatar and the default preferences', async () => {
    const child = await createChild(testApp.app, parent, { name: '  Leo  ', age: 4 });

    expect(child).toEqual({
      id: expect.any(String),
      parentId: parent.user.id,
      name: 'Leo',
      age: 4,
      avatar: '🧒',
      interests: '',
      age_group: '3-5',
      preferences: {
        favoriteThemes: ['adventure', 'animals'],
        preferredDuration: 10,
        soundEffectsEnabled: true,
        // S§9: on by default, so chapter 1 flows into chapter 2 (S§4).
        autoplayNext: true,
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const fetched = await call('GET', `/children/${child.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().data).toEqual(child);
  });

  it('keeps the avatar and preferences it is given', async () => {
    const child = await createChild(testApp.app, parent, {
      avatar: '👩‍🚀',
      preferences: {
        favoriteThemes: ['mystery', 'mystery'],
        voicePreference: 'narrator',
        autoplayNext: false,
      },
    });
    expect(child.avatar).toBe('👩‍🚀');
    expect(child.preferences).toEqual({
      favoriteThemes: ['mystery'],
      preferredDuration: 10,
      soundEffectsEnabled: true,
      autoplayNext: false,
      voicePreference: 'narrator',
    });
    const withUrl = await createChild(testApp.app, parent, { avatar: 'https://example.com/leo.png' });
    expect(withUrl.avatar).toBe('https://example.com/leo.png');
  });

  it('keeps the interests as the parent wrote them, in any language, and edits them', async () => {
    const child = await createChild(testApp.app, parent, { interests: '  dinosaurios, el espacio, el mar ' });
    expect(child.interests).toBe('dinosaurios, el espacio, el mar');
    // The themes stay what they were: interests are the parent's words, not a theme list.
    expect(child.preferences.favoriteThemes).toEqual(['adventure', 'animals']);

    const updated = await call('PATCH', `/children/${child.id}`, parent, { interests: 'dinosaurs, space' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.interests).toBe('dinosaurs, space');
    const cleared = await call('PATCH', `/children/${child.id}`, parent, { interests: '' });
    expect(cleared.json().data.interests).toBe('');

    const tooLong = await call('PATCH', `/children/${child.id}`, parent, { interests: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'body.interests', message: 'Interests must be 200 characters or fewer' }],
    });
  });

  it.each([
    [3, '3-5'],
    [4, '3-5'],
    [5, '6-8'],
    [8, '6-8'],
    [9, '9-12'],
    [12, '9-12'],
  ])('derives age_group from age %i → %s', async (age, group) => {
    expect((await createChild(testApp.app, parent, { age })).age_group).toBe(group);
  });

  it.each([
    ['age 2', { age: 2 }, 'Age must be between 3 and 12'],
    ['age 13', { age: 13 }, 'Age must be between 3 and 12'],
    ['age 6.5', { age: 6.5 }, 'Age must be between 3 and 12'],
    ['age "6"', { age: '6' }, 'Age must be between 3 and 12'],
    ['name " a "', { name: ' a ' }, 'Name must be at least 2 characters'],
    ['a 51-character name', { name: 'x'.repeat(51) }, 'Name must be 50 characters or fewer'],
    ['avatar text', { avatar: 'cat' }, 'Avatar must be an emoji or an https URL'],
    ['avatar http URL', { avatar: 'http://example.com/a.png' }, 'Avatar must be an emoji or an https URL'],
    ['avatar javascript URL', { avatar: 'javascript:alert(1)' }, 'Avatar must be an emoji or an https URL'],
    [
      'avatar too long',
      { avatar: `https://example.com/${'a'.repeat(200)}` },
      'Avatar must be an emoji or an https URL',
    ],
  ])('rejects %s on create', async (_label, change, message) => {
    const response = await call('POST', `/children/parent/${parent.user.id}`, parent, {
      name: 'Mia',
      age: 6,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(message),
    });
  });

  it('rejects a bad preference and an unknown theme', async () => {
    for (const preferences of [
      { preferredDuration: 0 },
      { favoriteThemes: ['space'] },
      { voicePreference: 'robot' },
      { soundEffectsEnabled: 'yes' },
    ]) {
      const response = await call('POST', `/children/parent/${parent.user.id}`, parent, {
        name: 'Mia',
        age: 6,
        preferences,
      });
      expect(response.statusCode, JSON.stringify(preferences)).toBe(400);
    }
  });

  it('updates name, age, avatar and preferences, re-deriving the age group', async () => {
    const child = await createChild(testApp.app, parent, { age: 4, avatar: '🦊' });
    const response = await call('PATCH', `/children/${child.id}`, parent, {
      name: ' Maya ',
      age: 10,
      preferences: { preferredDuration: 15 },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: child.id,
      name: 'Maya',
      age: 10,
      age_group: '9-12',
      avatar: '🦊',
      preferences: { ...child.preferences, preferredDuration: 15 },
    });
    const cleared = await call('PATCH', `/children/${child.id}`, parent, { avatar: null });
    expect(cleared.json().data.avatar).toBe('🧒');
  });

  it('applies the same rules on update', async () => {
    const child = await createChild(testApp.app, parent);
    for (const [change, message] of [
      [{ age: 2 }, 'Age must be between 3 and 12'],
      [{ age: 13 }, 'Age must be between 3 and 12'],
      [{ name: ' a ' }, 'Name must be at least 2 characters'],
    ] as const) {
      const response = await call('PATCH', `/children/${child.id}`, parent, change);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const unknownField = await call('PATCH', `/children/${child.id}`, parent, { parentId: other.user.id });
    expect(unknownField.statusCode).toBe(400);
    expect((await call('GET', `/children/${child.id}`)).json().data).toEqual(child);
  });

  it('deletes a profile, after which it is gone', async () => {
    const child = await createChild(testApp.app, parent);
    expect((await call('DELETE', `/children/${child.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/children/${child.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/children/${child.id}`)).statusCode).toBe(404);
  });

  it("answers another parent's profile and parent id exactly like missing ones, and changes nothing", async () => {
    const theirs = await createChild(testApp.app, other, { name: 'Theirs' });

    for (const [method, url, payload] of [
      ['GET', `/children/${theirs.id}`, undefined],
      ['PATCH', `/children/${theirs.id}`, { name: 'Mine Now' }],
      ['DELETE', `/children/${theirs.id}`, undefined],
    ] as const) {
      const response = await call(method, url, parent, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Child profile not found' });
    }
    const list = await call('GET', `/children/parent/${other.user.id}`);
    const create = await call('POST', `/children/parent/${other.user.id}`, parent, {
      name: 'Sneaky',
      age: 5,
    });
    for (const response of [list, create]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Parent not found' });
    }
    const [row] = await testApp.database.db.select().from(children).where(eq(children.id, theirs.id));
    expect(row).toMatchObject({ name: 'Theirs', parentId: other.user.id });
    const theirList = (await call('GET', `/children/parent/${other.user.id}`, other)).json<{
      data: ChildPage;
    }>();
    expect(theirList.data.items.map((child) => child.name)).toEqual(['Theirs']);
  });

  it('needs a signed-in parent', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/children/parent/${parent.user.id}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('kid profiles pagination', () => {
  let testApp: TestApp;
  let parent: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
  });
  afterAll(() => testApp.close());

  const page = (query: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/v1/children/parent/${parent.user.id}${query}`,
      headers: parent.headers,
    });

  it('pages 30 profiles, oldest first, with no repeats and no gaps', async () => {
    const created: Child[] = [];
    for (let index = 0; index < 30; index += 1) {
      created.push(await createChild(testApp.app, parent, { name: `Kid ${index}`, age: 3 + (index % 10) }));
    }

    const first = (await page('')).json<{ data: ChildPage }>().data;
    expect(first.items).toHaveLength(25);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await page(`?cursor=${first.nextCursor}`)).json<{ data: ChildPage }>().data;
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    // Profiles made within one millisecond are ordered by id: compare with one whole page, and as sets.
    const all = (await page('?limit=100')).json<{ data: ChildPage }>().data.items.map((child) => child.id);
    expect([...first.items, ...second.items].map((child) => child.id)).toEqual(all);
    expect([...all].sort()).toEqual(created.map((child) => child.id).sort());
    const times = [...first.items, ...second.items].map((child) => Date.parse(child.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await page(`?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const data: ChildPage = response.json<{ data: ChildPage }>().data;
      ids.push(...data.items.map((child) => child.id));
      cursor = data.nextCursor;
    } while (cursor);
    expect(ids).toEqual(all);
  });

  it('rejects a cursor it did not write and a bad limit', async () => {
    for (const query of [
      '?cursor=nonsense',
      '?cursor=WyJ4IiwieSJd',
      '?limit=0',
      '?limit=101',
      '?limit=abc',
    ]) {
      const response = await page(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
