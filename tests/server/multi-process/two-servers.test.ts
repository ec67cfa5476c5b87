import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../../src/contract/auth';
import type { Child } from '../../../src/contract/child';
import type { Story } from '../../../src/contract/story';
import { storyRequest } from '../helpers/stories';
import { needsPostgres, onPostgres, registerFamily, startCluster, type Cluster } from './cluster';

/**
 * Two `npm start` processes with GENERATION_WORKER=off and one `npm run worker` on one PostgreSQL
 * (ADR 041): a family signed in on one is signed in on the other, its story is made by the worker and
 * plays from either, a sign-in limit holds across both, and another family reaches nothing of theirs
 * through either.
 */
describe.skipIf(!onPostgres)(
  `two API processes on one PostgreSQL (${needsPostgres})`,
  { timeout: 480_000 },
  () => {
    let cluster: Cluster;

    beforeAll(async () => {
      cluster = await startCluster(2, { GENERATION_WORKER: 'off' });
      cluster.startWorker();
    }, 150_000);
    afterAll(() => cluster?.stop());

    const node = (index: 0 | 1) => {
      const found = cluster.nodes[index];
      if (!found) throw new Error(`no node ${index}`);
      return found;
    };

    it('keeps a session made on one process valid on the other, refresh included', async () => {
      const family = await registerFamily(node(0));

      const me = await family.call<{ id: string }>(node(1), 'GET', '/users/me');
      expect(me.status).toBe(200);
      expect(me.data.id).toBe(family.session.user.id);

      const refreshed = await family.call<AuthTokens>(node(1), 'POST', '/auth/refresh', {
        refreshToken: family.session.tokens.refreshToken,
      });
      expect(refreshed.status).toBe(200);
      // The token rotated on process 2 is the one process 1 now takes, and rotates again.
      const again = await family.call<AuthTokens>(node(0), 'POST', '/auth/refresh', {
        refreshToken: refreshed.data.refreshToken,
      });
      expect(again.status).toBe(200);
      expect(again.data.refreshToken).not.toBe(refreshed.data.refreshToken);
      const withNewToken = await fetch(`${node(1).baseUrl}/api/v1/users/me`, {
        headers: { authorization: `Bearer ${again.data.accessToken}` },
      });
      expect(withNewToken.status).toBe(200);
    });

    it('counts sign-in attempts from one address across both processes', async () => {
      const attempt = (index: 0 | 1) =>
        fetch(`${node(index).baseUrl}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
        });
      // All at once, half on each process: the counter's upsert must not lose a hit to a race, and the
      // ten land inside the minute however slow the password hash is on a busy machine.
      const tries = await Promise.all(
        Array.from({ length: 10 }, (_, index) => attempt(index % 2 === 0 ? 0 : 1)),
      );
      expect(tries.map((response) => response.status)).toEqual(Array(10).fill(401));

      expect((await attempt(0)).status).toBe(429);
      expect((await attempt(1)).status).toBe(429);
    });

    it('keeps a family’s kid and story out of another family’s reach on either process', async () => {
      const parentA = await registerFamily(node(0), 'Parent A');
      const parentB = await registerFamily(node(1), 'Parent B');
      const kid = await parentA.call<Child>(node(0), 'POST', `/children/parent/${parentA.session.user.id}`, {
        name: 'Ada',
        age: 6,
      });
      expect(kid.status).toBe(201);
      const story = await parentA.call<Story>(node(0), 'POST', '/stories', {
        ...storyRequest,
        childId: kid.data.id,
      });
      expect(story.status).toBe(201);

      for (const index of [0, 1] as const) {
        expect((await parentB.call(node(index), 'GET', `/stories/${story.data.id}`)).status).toBe(404);
        expect((await parentB.call(node(index), 'GET', `/children/${kid.data.id}`)).status).toBe(404);
        expect((await parentB.call(node(index), 'DELETE', `/stories/${story.data.id}`)).status).toBe(404);
      }
      expect((await parentA.call(node(1), 'GET', `/stories/${story.data.id}`)).status).toBe(200);
      expect((await parentA.call(node(1), 'GET', `/children/${kid.data.id}`)).status).toBe(200);
    });

    it('has the worker make a story, whose chapter signed on one process plays from the other', async () => {
      const family = await registerFamily(node(0));
      const created = await family.call<Story>(node(0), 'POST', '/stories', storyRequest);
      expect(created.status).toBe(201);
      let story: Story;
      const deadline = Date.now() + 420_000;
      do {
        await new Promise((resolve) => setTimeout(resolve, 500));
        story = (await family.call<Story>(node(1), 'GET', `/stories/${created.data.id}`)).data;
      } while (story.status === 'generating' && Date.now() < deadline);
      expect(story.status).toBe('published');
      const chapterId = story.chapters?.[0]?.id ?? '';

      const { data } = await family.call<{ audioUrl: string }>(
        node(0),
        'GET',
        `/chapters/${chapterId}/audio`,
      );
      const onSecond = new URL(data.audioUrl, node(1).baseUrl);
      const response = await fetch(onSecond, { headers: { range: 'bytes=0-99' } });

      expect(onSecond.origin).toBe(node(1).baseUrl);
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
      expect((await response.arrayBuffer()).byteLength).toBe(100);
    });
  },
);
