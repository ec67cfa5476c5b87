import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../../../src/contract/auth';
import type { Story, StoryAudioStatus } from '../../../../src/contract/story';
import {
  freePort,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from '../../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

/**
 * A server killed (SIGKILL, no goodbye) in the middle of a generation: after a restart the job resumes
 * once its lease expires, the story completes, every chapter exists once, and the chapters narrated
 * before the crash keep their audio (they are not narrated again).
 */

// Generous limits: on a busy, shared machine the lease (20 s) plus narrating the rest takes minutes.
describe('a server killed mid-generation', { timeout: 420_000 }, () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let baseUrl = '';

  async function start() {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = startServerProcess({ ...env, PORT: String(port), HOST: '127.0.0.1' });
    await waitUntilHealthy(server, `${baseUrl}/api/v1/health`, 60_000);
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fablecast-crash-'));
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', STATIC_DIR: path.join(dataDir, 'no-dist') };
    if (process.env.DATABASE_URL) {
      database = await createTestDatabase();
      if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
    }
    await start();
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database?.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the story after a restart without duplicating or re-narrating a chapter', async () => {
    const register = await fetch(`${baseUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Crash Parent', email: 'crash@example.com', password: 'bedtime stories' }),
    });
    const { tokens } = ((await register.json()) as { data: AuthSession }).data;
    const headers = { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' };
    const api = async <T>(url: string, init: RequestInit = {}) =>
      ((await (await fetch(`${baseUrl}/api/v1${url}`, { headers, ...init })).json()) as { data: T }).data;

    const story = await api<Story>('/stories', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Night Train',
        theme: 'adventure',
        ageGroup: '6-10',
        targetDuration: 30,
      }),
    });

    // Wait until some, but not all, chapters are narrated; then pull the plug.
    let status: StoryAudioStatus;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await api<StoryAudioStatus>(`/stories/${story.id}/audio-status`);
    } while (status.chaptersReady === 0);
    expect(status.chaptersReady).toBeLessThan(6);
    const narratedBefore = new Map<string, string>();
    for (const chapter of (await api<Story>(`/stories/${story.id}`)).chapters ?? []) {
      if (chapter.status !== 'ready') continue;
      const { audioUrl } = await api<{ audioUrl: string }>(`/chapters/${chapter.id}/audio`);
      narratedBefore.set(chapter.id, new URL(audioUrl, baseUrl).pathname);
    }
    server?.child.kill('SIGKILL');
    await server?.exited;

    await start();
    let finished: Story;
    const deadline = Date.now() + 300_000;
    do {
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished = await api<Story>(`/stories/${story.id}`);
    } while (finished.status === 'generating' && Date.now() < deadline);

    expect(finished.status).toBe('published');
    expect(finished.chapters?.map((chapter) => chapter.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(finished.chapters?.every((chapter) => chapter.status === 'ready')).toBe(true);
    for (const [chapterId, audioPath] of narratedBefore) {
      const { audioUrl } = await api<{ audioUrl: string }>(`/chapters/${chapterId}/audio`);
      expect(new URL(audioUrl, baseUrl).pathname).toBe(audioPath);
    }
  });
});
