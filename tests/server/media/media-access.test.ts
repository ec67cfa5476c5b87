import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../../src/contract/auth';
import { bearer, registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { addNarratedChapter, finishedStory } from '../helpers/stories';

/**
 * Issue 16: who may fetch a /media URL. A signed key no store could hold answers 404 (not 500), and a
 * URL dies with the session it was handed to (ADR 037): logout ends it, another session's URLs go on.
 */

describe('/media access', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let chapterId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
    const story = await finishedStory(testApp.app, parent);
    chapterId = (await addNarratedChapter(testApp.app, story.id, 1)).id;
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  async function audioUrl(as: { headers: { authorization: string } }): Promise<string> {
    const response = await get(`/api/v1/chapters/${chapterId}/audio-url`, as.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { audioUrl: string } }>().data.audioUrl;
  }

  async function signIn(): Promise<{ headers: { authorization: string }; refreshToken: string }> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: parent.user.email, password: parent.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { tokens } = response.json<{ data: AuthSession }>().data;
    return { headers: bearer(tokens.accessToken), refreshToken: tokens.refreshToken };
  }

  it('answers 404, not 500, for a signed key with ..', async () => {
    const url = await audioUrl(parent);
    const sid = new URL(url, 'http://x').searchParams.get('sid') ?? '';
    for (const key of ['audio/../../etc/passwd', 'stories/./x.mp3', '../x.mp3', 'a/..']) {
      const signed = testApp.app.media.signer.forSession(sid).sign(key);
      // Encoded, or the URL would be normalised before it reaches /media; the route decodes it.
      const response = await get(signed.replace(key, encodeURIComponent(key)));
      expect(response.statusCode, `${key}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('stops serving a URL after its session logs out, while another session’s URL works', async () => {
    const phone = await signIn();
    const tablet = await signIn();
    const phoneUrl = await audioUrl(phone);
    const tabletUrl = await audioUrl(tablet);
    expect((await get(phoneUrl)).statusCode).toBe(200);

    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: phone.headers,
      payload: { refreshToken: phone.refreshToken },
    });
    expect(logout.statusCode).toBe(204);

    const afterLogout = await get(phoneUrl);
    expect(afterLogout.statusCode).toBe(403);
    expect(afterLogout.json()).toMatchObject({ code: 'MEDIA_URL_EXPIRED' });
    expect((await get(phoneUrl, { range: 'bytes=0-9' })).statusCode).toBe(403);
    expect((await get(tabletUrl)).statusCode).toBe(200);
  });

  it('refuses a URL moved to another session', async () => {
    const url = new URL(await audioUrl(parent), 'http://x');
    const other = (await signIn()).headers;
    const otherSid = new URL(await audioUrl({ headers: other }), 'http://x').searchParams.get('sid') ?? '';
    url.searchParams.set('sid', otherSid);
    const response = await get(`${url.pathname}${url.search}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'MEDIA_URL_INVALID' });
  });
});
