import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { waitUntilHealthy } from '../../scripts/bench/server-process';
import type { FamilyKey } from './families';

// A server of a test's own, for what the suite's shared server cannot do: serve a build that changes
// under an open page (a new version deployed), or run with settings of its own (payment links). The same start as the suite's (scripts/e2e-server.ts):
// the real server on a fresh embedded database, with some of the seeded families.

export interface AppServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Serves the app built in `staticDir`, its data in `dataDir`, with `families` seeded and, in `env`,
 * settings of the test's own (payment links…).
 */
export async function startAppServer({
  staticDir,
  dataDir,
  families,
  env = {},
}: {
  staticDir: string;
  dataDir: string;
  families: readonly FamilyKey[];
  env?: Record<string, string>;
}): Promise<AppServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      TRUST_PROXY: 'true',
      E2E_SEED_FAMILIES: families.join(','),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseURL, child, 120_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Builds the app into `outDir` as its next version would be: the same code, with a mark in its page
 * (`<meta name="fablecast-build" content="next">`) and in its entry script (`<html data-build="next">`),
 * so that its index.html and its main script differ from the current build's, as any release's do.
 */
export async function buildNextVersion(outDir: string): Promise<void> {
  const build = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'e2e/support/next-version.vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`The next version did not build (code ${code}):\n${output}`);
}
