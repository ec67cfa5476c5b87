import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerParent, type SignedInParent } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { startFakeGoogle, type FakeGoogle } from './helpers/fake-google';
import { createChild } from './children/child-requests';
import { addNarratedChapter, createStory, storyRequest } from './helpers/stories';

/**
 * A small fuzz run over the API routes: wrong types, missing and extra fields, huge strings,
 * NUL characters, prototype pollution, odd ids and queries, over every module's routes. Every answer must be a 2xx or a 4xx in our
 * error shape — never a 5xx. Later modules add their routes to `routes`.
 */

const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  '',
  '   ',
  'x'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀'.repeat(500),
  "' or 1=1 --",
  '<script>alert(1)</script>',
  [],
  ['a'],
  {},
  { $ne: null },
];

const hostileIds = [
  'not-a-uuid',
  '%00',
  'x'.repeat(2_000),
  '..%2F..%2Fetc%2Fpasswd',
  '00000000-0000-0000-0000-000000000000',
  "1'%20or%20'1'='1",
];

const rawBodies = [
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{',
  '[]',
  '"text"',
  '42',
  'null',
];

interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (parent: SignedInParent) => string;
  signedIn: boolean;
  /** A valid body whose fields are replaced one at a time; undefined for routes without a body. */
  body?: (parent: SignedInParent) => Record<string, unknown>;
  /** Whether the route takes `{id}` (fuzzed with hostile ids). */
  idRoute?: (id: string) => string;
}

describe('bad input never causes a 5xx', () => {
  let testApp: TestApp;
  let google: FakeGoogle;
  let parent: SignedInParent;
  let count = 0;
  /** A kid, story and chapter of `parent`, so progress writes reach the database. */
  const listened = { childId: '', storyId: '', chapterId: '' };

  beforeAll(async () => {
    google = await startFakeGoogle();
    testApp = await buildTestApp({ env: google.env });
    parent = await registerParent(testApp.app);
    listened.childId = (await createChild(testApp.app, parent)).id;
    listened.storyId = (await createStory(testApp.app, parent)).id;
    listened.chapterId = (await addNarratedChapter(testApp.app, listened.storyId, 1)).id;
    // Frees the one-generation-at-a-time slot for the createStory route below.
    await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${listened.storyId}/cancel`,
      headers: parent.headers,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await google.close();
  });

  const routes: Record<string, FuzzRoute> = {
    register: {
      method: 'POST',
      url: () => '/api/v1/auth/register',
      signedIn: false,
      body: () => ({ name: 'Fuzzy', email: `fuzz-${(count += 1)}@example.com`, password: 'secret-words' }),
    },
    login: {
      method: 'POST',
      url: () => '/api/v1/auth/login',
      signedIn: false,
      body: (p) => ({ email: p.user.email, password: p.password }),
    },
    google: {
      method: 'POST',
      url: () => '/api/v1/auth/google',
      signedIn: false,
      body: () => ({ idToken: 'x.y.z' }),
    },
    refresh: {
      method: 'POST',
      url: () => '/api/v1/auth/refresh',
      signedIn: false,
      body: () => ({ refreshToken: 'unknown' }),
    },
    logout: {
      method: 'POST',
      url: () => '/api/v1/auth/logout',
      signedIn: false,
      body: () => ({ refreshToken: 'unknown' }),
    },
    options: { method: 'GET', url: () => '/api/v1/auth/options', signedIn: false },
    support: { method: 'GET', url: () => '/api/v1/support', signedIn: false },
    me: { method: 'GET', url: () => '/api/v1/users/me', signedIn: true },
    list: { method: 'GET', url: () => '/api/v1/users', signedIn: true },
    createUser: {
      method: 'POST',
      url: () => '/api/v1/users',
      signedIn: false,
      body: () => ({ name: 'Fuzzy', email: `fuzz-${(count += 1)}@example.com`, password: 'secret-words' }),
    },
    getUser: {
      method: 'GET',
      url: (p) => `/api/v1/users/${p.user.id}`,
      signedIn: true,
      idRoute: (id) => `/api/v1/users/${id}`,
    },
    updateUser: {
      method: 'PATCH',
      url: (p) => `/api/v1/users/${p.user.id}`,
      signedIn: true,
      body: () => ({ name: 'Still Fuzzy', avatar: 'https://example.com/a.png' }),
      idRoute: (id) => `/api/v1/users/${id}`,
    },
    deleteUser: {
      method: 'DELETE',
      url: () => `/api/v1/users/${randomUUID()}`,
      signedIn: true,
      idRoute: (id) => `/api/v1/users/${id}`,
    },
    createStory: {
      method: 'POST',
      url: () => '/api/v1/stories',
      signedIn: true,
      body: () => ({ ...storyRequest, customPrompt: 'a dog called Max' }),
    },
    listStories: { method: 'GET', url: () => '/api/v1/stories', signedIn: true },
    getStory: storyRoute('GET', ''),
    updateStory: { ...storyRoute('PATCH', ''), body: () => ({ title: 'Renamed', status: 'draft' }) },
    deleteStory: storyRoute('DELETE', ''),
    publishStory: storyRoute('POST', '/publish'),
    cancelStory: storyRoute('POST', '/cancel'),
    regenerateAudio: storyRoute('POST', '/generate-audio'),
    retryStory: storyRoute('POST', '/retry'),
    exportStory: storyRoute('GET', '/export'),
    audioStatus: storyRoute('GET', '/audio-status'),
    rewriteChapter: {
      method: 'POST',
      url: () => `/api/v1/stories/${listened.storyId}/chapters/${listened.chapterId}/rewrite`,
      signedIn: true,
      body: () => ({ instruction: 'gentler' }),
      idRoute: (id) => `/api/v1/stories/${listened.storyId}/chapters/${id}/rewrite`,
    },
    latestRewrite: storyRoute('GET', '/rewrite'),
    chapterAudio: chapterRoute('/audio'),
    chapterAudioUrl: chapterRoute('/audio-url'),
    chapterReadAlong: chapterRoute('/read-along'),
    listChildren: {
      method: 'GET',
      url: (p) => `/api/v1/children/parent/${p.user.id}`,
      signedIn: true,
      idRoute: (id) => `/api/v1/children/parent/${id}`,
    },
    createChild: {
      method: 'POST',
      url: (p) => `/api/v1/children/parent/${p.user.id}`,
      signedIn: true,
      body: () => ({ name: 'Fuzzy', age: 6, avatar: '🦊', preferences: { preferredDuration: 5 } }),
      idRoute: (id) => `/api/v1/children/parent/${id}`,
    },
    getChild: childRoute('GET'),
    updateChild: { ...childRoute('PATCH'), body: () => ({ name: 'Renamed', age: 7, avatar: null }) },
    deleteChild: childRoute('DELETE'),
    saveProgress: {
      method: 'POST',
      url: () => '/api/v1/progress',
      signedIn: true,
      body: (p) => ({
        userId: p.user.id,
        ...listened,
        position: 30.5,
        completed: false,
        totalListeningTime: 31,
        recordedAt: new Date().toISOString(),
      }),
    },
    listProgress: {
      method: 'GET',
      url: (p) => `/api/v1/progress/user/${p.user.id}`,
      signedIn: true,
      idRoute: (id) => `/api/v1/progress/user/${id}`,
    },
    storyProgress: {
      method: 'GET',
      url: (p) => `/api/v1/progress/user/${p.user.id}/story/${listened.storyId}`,
      signedIn: true,
      idRoute: (id) => `/api/v1/progress/user/${parent.user.id}/story/${id}`,
    },
    chapterProgress: {
      method: 'GET',
      url: (p) =>
        `/api/v1/progress/user/${p.user.id}/story/${listened.storyId}/chapter/${listened.chapterId}`,
      signedIn: true,
      idRoute: (id) => `/api/v1/progress/user/${parent.user.id}/story/${listened.storyId}/chapter/${id}`,
    },
    completeProgress: {
      method: 'PATCH',
      url: () => `/api/v1/progress/${randomUUID()}/complete`,
      signedIn: true,
      idRoute: (id) => `/api/v1/progress/${id}/complete`,
    },
    deleteProgress: {
      method: 'DELETE',
      url: () => `/api/v1/progress/${randomUUID()}`,
      signedIn: true,
      idRoute: (id) => `/api/v1/progress/${id}`,
    },
    markFavourite: {
      method: 'PUT',
      url: () => `/api/v1/children/${listened.childId}/favourites/${listened.storyId}`,
      signedIn: true,
      body: () => ({ favourite: true, changedAt: new Date().toISOString() }),
      idRoute: (id) => `/api/v1/children/${listened.childId}/favourites/${id}`,
    },
    listFavourites: {
      method: 'GET',
      url: () => `/api/v1/children/${listened.childId}/favourites`,
      signedIn: true,
      idRoute: (id) => `/api/v1/children/${id}/favourites`,
    },
    readConsents: { method: 'GET', url: () => '/api/v1/consents/preferences', signedIn: true },
    writeConsents: {
      method: 'PATCH',
      url: () => '/api/v1/consents/preferences',
      signedIn: true,
      body: () => ({
        analytics: true,
        personalization: false,
        marketing: false,
        dataCollection: true,
        consents: [{ type: 'analytics', granted: true, version: '2025-privacy-v1' }],
        version: '2025-privacy-v1',
      }),
    },
    track: {
      method: 'POST',
      url: () => '/api/v1/analytics/track',
      signedIn: true,
      body: () => ({
        eventName: 'fuzz',
        eventId: `fuzz-${(count += 1)}`,
        timestamp: new Date().toISOString(),
        properties: { note: 'mail fuzz@example.com', nested: { list: [1, 'a'] } },
        context: {
          childMode: false,
          analyticsConsent: true,
          userAgent: 'Fuzz/1',
          cookies: { sessionId: 's' },
        },
        user: { id: 'someone' },
      }),
    },
  };

  function childRoute(method: FuzzRoute['method']): FuzzRoute {
    return {
      method,
      url: () => `/api/v1/children/${randomUUID()}`,
      signedIn: true,
      idRoute: (id) => `/api/v1/children/${id}`,
    };
  }

  function storyRoute(method: FuzzRoute['method'], suffix: string): FuzzRoute {
    return {
      method,
      url: () => `/api/v1/stories/${randomUUID()}${suffix}`,
      signedIn: true,
      idRoute: (id) => `/api/v1/stories/${id}${suffix}`,
    };
  }

  function chapterRoute(suffix: string): FuzzRoute {
    return {
      method: 'GET',
      url: () => `/api/v1/chapters/${randomUUID()}${suffix}`,
      signedIn: true,
      idRoute: (id) => `/api/v1/chapters/${id}${suffix}`,
    };
  }

  async function expectNoServerError(
    route: FuzzRoute,
    url: string,
    payload?: string,
    withToken = route.signedIn,
  ) {
    const response = await testApp.app.inject({
      method: route.method,
      url,
      headers: {
        ...(withToken ? parent.headers : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    const context = `${route.method} ${url.slice(0, 120)} ${payload?.slice(0, 120) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    expect(response.statusCode, context).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.json(), context).toMatchObject({
        message: expect.any(String),
        code: expect.any(String),
      });
    }
  }

  it.each(Object.keys(routes))('%s', { timeout: 60_000 }, async (name) => {
    const route = routes[name];
    if (!route) throw new Error(name);
    const url = route.url(parent);
    await expectNoServerError(route, url, undefined, false);

    if (route.body) {
      const base = route.body;
      for (const raw of rawBodies) await expectNoServerError(route, url, raw);
      for (const field of Object.keys(base(parent))) {
        const { [field]: _dropped, ...without } = base(parent);
        await expectNoServerError(route, url, JSON.stringify(without));
        for (const value of hostileValues) {
          await expectNoServerError(route, url, JSON.stringify({ ...base(parent), [field]: value }));
        }
      }
      await expectNoServerError(
        route,
        url,
        JSON.stringify({ ...base(parent), isAdmin: true, userId: parent.user.id }),
      );
    }
    if (route.idRoute) {
      for (const id of hostileIds) await expectNoServerError(route, route.idRoute(id));
    }
    const oddQueryValues = ['-1', 'abc', '1e400', '99999999999999999999', '%00', '', 'NaN', '%27%20or%201=1'];
    if (name === 'list') {
      for (const value of oddQueryValues)
        await expectNoServerError(route, `${url}?skip=${value}&take=${value}`);
    }
    if (name === 'listChildren') {
      for (const value of oddQueryValues) {
        for (const key of ['cursor', 'limit']) await expectNoServerError(route, `${url}?${key}=${value}`);
      }
    }
    if (name === 'listProgress' || name === 'storyProgress') {
      for (const value of oddQueryValues) {
        for (const key of ['cursor', 'limit', 'childId', 'completed']) {
          await expectNoServerError(route, `${url}?${key}=${value}`);
        }
      }
    }
    if (name === 'chapterProgress') {
      for (const value of oddQueryValues) await expectNoServerError(route, `${url}?childId=${value}`);
    }
    if (name === 'listStories') {
      for (const value of oddQueryValues) {
        for (const key of [
          'cursor',
          'limit',
          'theme',
          'ageGroup',
          'authorId',
          'status',
          'search',
          'language',
          'sortBy',
          'sortOrder',
        ]) {
          await expectNoServerError(route, `${url}?${key}=${value}`);
        }
      }
    }
  });

  it('is still answering normally afterwards', async () => {
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: parent.headers }))
        .statusCode,
    ).toBe(200);
  });
});
