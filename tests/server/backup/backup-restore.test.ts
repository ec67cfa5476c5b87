import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../../src/contract/auth';
import type { Story } from '../../../src/contract/story';
import { startSpeechStub, type SpeechStub } from '../generation/narrator/fixtures/speech-stub-server';
import { storyRequest } from '../helpers/stories';
import {
  freePort,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from '../helpers/server-process';

/**
 * `npm run backup` and `npm run restore` as an operator runs them (ADR 038): a backup taken while the
 * server runs and a family's story sits in its embedded database, restored into a fresh DATA_DIR, gives a
 * server where that story, its chapters and their audio are all there, byte for byte.
 */

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run backup -- <target>` / `npm run restore -- <source>`, with only the variables given. */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: repositoryRoot,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

interface Running {
  server: ServerProcess;
  base: string;
  call<T>(method: string, url: string, token?: string, body?: unknown): Promise<{ status: number; data: T }>;
  stop(): Promise<void>;
}

// A stand-in speech service narrates: espeak would make the story minutes long on a busy machine.
let speech: SpeechStub;

async function startServer(dataDir: string): Promise<Running> {
  const port = await freePort();
  const server = startServerProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    NARRATOR: 'openai',
    OPENAI_BASE_URL: speech.baseUrl,
    OPENAI_TTS_MODEL: 'tts-1',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(server, `${base}/api/v1/health`, 60_000);
  return {
    server,
    base,
    async call(method, url, token, body) {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, data: (text ? JSON.parse(text).data : undefined) as never };
    },
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

async function waitForStory(running: Running, token: string, id: string): Promise<Story> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const { data } = await running.call<Story>('GET', `/api/v1/stories/${id}`, token);
    if (data.status !== 'generating') return data;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the story was not made in time');
}

async function chapterAudio(running: Running, token: string, chapterId: string): Promise<Buffer> {
  const { data } = await running.call<{ audioUrl: string }>(
    'GET',
    `/api/v1/chapters/${chapterId}/audio-url`,
    token,
  );
  const response = await fetch(`${running.base}${data.audioUrl}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('backing up a running server and restoring it elsewhere', () => {
  const credentials = {
    name: 'Pat Parent',
    email: 'backup-parent@example.com',
    password: 'correct horse battery',
  };
  let scratch: string;
  let original: Running;
  let token: string;
  let story: Story;
  const audio = new Map<string, Buffer>();

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'fablecast-backup-'));
    speech = await startSpeechStub();
    original = await startServer(path.join(scratch, 'original'));
    const session = await original.call<AuthSession>('POST', '/api/v1/auth/register', undefined, credentials);
    expect(session.status).toBe(201);
    token = session.data.tokens.accessToken;
    const created = await original.call<Story>('POST', '/api/v1/stories', token, {
      ...storyRequest,
      title: 'The Lantern Fox',
    });
    expect(created.status).toBe(201);
    story = await waitForStory(original, token, created.data.id);
    for (const chapter of story.chapters ?? [])
      audio.set(chapter.id, await chapterAudio(original, token, chapter.id));
  }, 240_000);

  afterAll(async () => {
    await original?.stop();
    await speech?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('made the story the backup must keep', () => {
    expect(story.status).toBe('published');
    expect(story.chapters).toHaveLength(3);
    expect(audio.size).toBe(3);
    for (const bytes of audio.values()) expect(bytes.length).toBeGreaterThan(1000);
  });

  it(
    'backs up while the server keeps serving, then restores into a fresh DATA_DIR',
    { timeout: 120_000 },
    async () => {
      // What a backup killed two hours ago left, and a backup under way now.
      const staging = path.join(scratch, 'original', 'backup-staging');
      const leftOver = `${Date.now() - 2 * 3600_000}-0badf00d`;
      const underWay = `${Date.now()}-5afe5afe`;
      for (const name of [leftOver, underWay]) {
        await mkdir(path.join(staging, name), { recursive: true });
        await writeFile(path.join(staging, name, 'database.tar.gz'), 'half a snapshot');
      }

      const target = path.join(scratch, 'nightly');
      const backup = await runScript('backup', [target], { DATA_DIR: path.join(scratch, 'original') });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      // Three chapters' audio and the story's cover.
      expect(backup.stdout).toContain(`Backup written to ${target}: database (1 stories), 4 files`);
      expect((await original.call('GET', '/api/v1/health')).status).toBe(200);
      // Only the account that owns DATA_DIR can ask the server for a backup.
      expect((await stat(path.join(scratch, 'original', 'control.sock'))).mode & 0o777).toBe(0o600);
      // The snapshot was moved out of the server's DATA_DIR, not left behind; the interrupted backup's
      // is removed, the one under way is not.
      expect(await readdir(staging)).toEqual([underWay]);
      await rm(path.join(staging, underWay), { recursive: true });
      expect((await stat(target)).mode & 0o777).toBe(0o700);

      const restored = path.join(scratch, 'restored');
      const restore = await runScript('restore', [target], { DATA_DIR: restored });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain(`into ${restored}: 1 stories, 4 files`);

      const notABackup = await runScript('restore', [path.join(scratch, 'original')], { DATA_DIR: restored });
      expect(notABackup.code).toBe(1);
      expect(notABackup.stderr).toContain('is not a Fablecast backup: it has no manifest.json');

      const again = await runScript('restore', [target], { DATA_DIR: restored });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already holds data: restore into an empty DATA_DIR, or add --force');
    },
  );

  it(
    'gives a server where the story, its chapters and their audio are all there',
    { timeout: 120_000 },
    async () => {
      const copy = await startServer(path.join(scratch, 'restored'));
      try {
        // The same secret came back: the parent's token from before the backup still works.
        const { status, data } = await copy.call<Story>('GET', `/api/v1/stories/${story.id}`, token);
        expect(status).toBe(200);
        expect(data).toMatchObject({ title: 'The Lantern Fox', status: 'published' });
        expect(data.chapters?.map((chapter) => chapter.title)).toEqual(
          story.chapters?.map((chapter) => chapter.title),
        );
        for (const [chapterId, bytes] of audio)
          expect((await chapterAudio(copy, token, chapterId)).equals(bytes)).toBe(true);

        const signIn = await copy.call('POST', '/api/v1/auth/login', undefined, credentials);
        expect(signIn.status).toBe(200);

        const underServer = await runScript('restore', [path.join(scratch, 'nightly'), '--force'], {
          DATA_DIR: path.join(scratch, 'restored'),
        });
        expect(underServer.code).toBe(1);
        expect(underServer.stderr).toContain(
          'A server is running on this DATA_DIR: stop it before restoring',
        );
      } finally {
        await copy.stop();
      }
    },
  );

  it('backs up with no server running by opening the database itself', { timeout: 120_000 }, async () => {
    await original.stop();
    const target = path.join(scratch, 'offline');
    const backup = await runScript('backup', [target], { DATA_DIR: path.join(scratch, 'original') });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('database (1 stories), 4 files');
  });
});
