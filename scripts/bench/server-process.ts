// Starts the real server (production build, fresh embedded database) for a benchmark; or, given a
// `dataDir` the benchmark has already filled, on that one.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

// BENCH_SERVER=tsx runs the TypeScript source as `npm run dev` does; BENCH_SERVER=path/to/main.ts or
// main.js runs another copy (an older commit, to compare within one run on a noisy machine); unset:
// this repository's build, made once, as `npm start` and `npm run worker` run it.
const serverChoice = process.env.BENCH_SERVER === 'tsx' ? 'server/main.ts' : (process.env.BENCH_SERVER ?? '');
let built = false;

/** Node's arguments for the API (`main`) or a generation worker (`worker`), per BENCH_SERVER. */
export function serverArgs(entry: 'main' | 'worker' = 'main'): string[] {
  const choice = serverChoice.replace(/main(\.[jt]s)$/, `${entry}$1`);
  if (choice.endsWith('.ts')) return ['--import', 'tsx', choice];
  if (choice) return [choice];
  if (!built) execFileSync('node', ['scripts/build-server.mjs'], { stdio: 'inherit' });
  built = true;
  return [`dist-server/${entry}.js`];
}

export async function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? `.tmp/bench-data-${port}`;
  if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn('node', serverArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(baseUrl, child, 60_000);
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Waits until the server at `baseUrl` answers its health check; throws if its process ends first. */
export async function waitUntilHealthy(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseUrl} did not answer its health check within ${timeoutMs / 1000} s`);
}
