import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthSession } from '../../../src/contract/auth';
import { testJwtSecret } from '../helpers/build-test-app';
import {
  freePort,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from '../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/**
 * Several real server processes (`npm start`) on one fresh PostgreSQL database, with one JWT_SECRET and
 * one DATA_DIR for the audio files, as ADR 041 tells an operator to run them. Only on the PostgreSQL
 * pass: an embedded database belongs to one process.
 */

export const onPostgres = process.env['DATABASE_URL'] !== undefined;
export const needsPostgres = 'several processes share a database only on PostgreSQL (DATABASE_URL unset)';

export interface Node {
  baseUrl: string;
  process: ServerProcess;
}

export interface Cluster {
  nodes: Node[];
  database: TestDatabase;
  env: Record<string, string>;
  start(extraEnv?: Record<string, string>): Promise<Node>;
  /** `npm run worker` on the same database and files. */
  startWorker(): ServerProcess;
  stop(): Promise<void>;
}

export async function startCluster(count: number, extraEnv: Record<string, string> = {}): Promise<Cluster> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fablecast-cluster-'));
  const database = await createTestDatabase();
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    JWT_SECRET: testJwtSecret,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'warn',
    // Each test family sends its own X-Forwarded-For, so per-address limits see families, not the test.
    TRUST_PROXY: '127.0.0.1',
    ...extraEnv,
  };
  const nodes: Node[] = [];
  const workers: ServerProcess[] = [];
  const start = async (more: Record<string, string> = {}) => {
    const port = await freePort();
    const node = {
      baseUrl: `http://127.0.0.1:${port}`,
      process: startServerProcess({ ...env, ...more, PORT: String(port), HOST: '127.0.0.1' }),
    };
    nodes.push(node);
    await waitUntilHealthy(node.process, `${node.baseUrl}/api/v1/health`, 60_000);
    return node;
  };
  // One after the other: the first applies nothing new, but both take the migration lock.
  for (let index = 0; index < count; index += 1) await start();
  return {
    nodes,
    database,
    env,
    start,
    startWorker() {
      const worker = startServerProcess(env, 'server/worker.ts');
      workers.push(worker);
      return worker;
    },
    async stop() {
      const all = [...nodes.map((node) => node.process), ...workers];
      for (const child of all) child.child.kill('SIGKILL');
      await Promise.all(all.map((child) => child.exited));
      await database.cleanup();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Family {
  session: AuthSession;
  /** Calls the API of `node` as this parent; resolves to the status and the parsed body. */
  call<T = unknown>(node: Node, method: string, url: string, body?: unknown): Promise<Reply<T>>;
}

export interface Reply<T> {
  status: number;
  data: T;
  headers: Headers;
}

let familyCount = 0;

/** A parent behind its own address: register on `node`, then call any node with the same token. */
export async function registerFamily(node: Node, name = 'Cluster Parent'): Promise<Family> {
  familyCount += 1;
  const address = `198.51.100.${familyCount}`;
  const send = async <T>(target: Node, method: string, url: string, body?: unknown, token?: string) => {
    const response = await fetch(`${target.baseUrl}/api/v1${url}`, {
      method,
      headers: {
        'x-forwarded-for': address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as { data?: T }) : {};
    return { status: response.status, data: parsed.data as T, headers: response.headers };
  };
  const email = `cluster-${familyCount}-${Date.now()}@example.com`;
  const registered = await send<AuthSession>(node, 'POST', '/auth/register', {
    name,
    email,
    password: 'bedtime stories',
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const family: Family = {
    session: registered.data,
    call: (target, method, url, body) => send(target, method, url, body, family.session.tokens.accessToken),
  };
  return family;
}
