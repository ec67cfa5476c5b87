// The processes behind `npm run bench:load` (ADR 041): a PostgreSQL (the given DATABASE_URL, or a
// throwaway cluster run as the postgres user like .ci/run does), a fresh database per round, two API
// processes with GENERATION_WORKER=off and N `npm run worker` processes, all on this machine.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverArgs, waitUntilHealthy } from './server-process';

export interface Postgres {
  adminUrl: string;
  stop(): void;
}

const pgBin = () =>
  execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1']).toString().trim();

/** DATABASE_URL if given; else initdb + start on `port` as the postgres user (it refuses to run as root). */
export function startPostgres(port: number): Postgres {
  const given = process.env['DATABASE_URL'];
  if (given) return { adminUrl: given, stop: () => undefined };
  const dir = mkdtempSync(path.join(tmpdir(), 'fablecast-load-pg-'));
  chmodSync(dir, 0o777);
  const bin = pgBin();
  const asPostgres = (command: string) =>
    execFileSync('su', ['postgres', '-c', command], { stdio: 'ignore' });
  asPostgres(`${bin}/initdb -D ${dir}/db -U postgres --auth=trust`);
  asPostgres(
    `${bin}/pg_ctl -D ${dir}/db -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=300' -l ${dir}/log -w start`,
  );
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asPostgres(`${bin}/pg_ctl -D ${dir}/db -m immediate stop`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface Round {
  apiUrls: string[];
  stop(): Promise<void>;
}

/** The compiled server, as `npm start` and `npm run worker` run it (BENCH_SERVER=tsx: the source). */
function spawnNode(entry: 'main' | 'worker', env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, serverArgs(entry), {
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** A fresh database, two API processes on `ports` and `workers` worker processes. */
export async function startRound(adminUrl: string, ports: number[], workers: number): Promise<Round> {
  const name = `fc_load_${process.pid}_${workers}`;
  await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fablecast-load-'));
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-load-secret-that-is-long-enough-0123456789',
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'warn',
    // Each family sends its own X-Forwarded-For: the per-address limits see 50 families, not one.
    TRUST_PROXY: '127.0.0.1',
    GENERATION_WORKER: 'off',
  };
  const children: ChildProcess[] = [];
  const apiUrls: string[] = [];
  for (const port of ports) {
    const child = spawnNode('main', { ...env, PORT: String(port), HOST: '127.0.0.1' });
    children.push(child);
    apiUrls.push(`http://127.0.0.1:${port}`);
    await waitUntilHealthy(`http://127.0.0.1:${port}`, child, 90_000);
  }
  for (let index = 0; index < workers; index += 1) children.push(spawnNode('worker', env));
  return {
    apiUrls,
    async stop() {
      await Promise.all(children.map(stopChild));
      await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
