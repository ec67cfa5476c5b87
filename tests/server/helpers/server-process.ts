import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Runs the real entry point as a child process with only the environment a test gives it (never the
 * developer's DATABASE_URL): the TypeScript source (`node --import tsx server/main.ts`, as
 * `npm run dev`), or given `args`, a compiled build (`['dist-server/main.js']`, as `npm start`).
 */

export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `entry` is a TypeScript entry run through tsx — server/main.ts (`npm run dev`) or server/worker.ts
 * (`npm run worker`) — or the whole argument list of a compiled build (`['dist-server/main.js']`).
 */
export function startServerProcess(
  env: Record<string, string>,
  entry: string | string[] = 'server/main.ts',
): ServerProcess {
  const args = typeof entry === 'string' ? ['--import', 'tsx', entry] : entry;
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `url` answers 200; fails early if the process exits first. */
export async function waitUntilHealthy(server: ServerProcess, url: string, timeoutMs: number): Promise<void> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(`server exited before becoming healthy:\n${server.stderr()}\n${server.stdout()}`);
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.stderr()}\n${server.stdout()}`);
}
