import Fastify from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { assembleGeneration } from './generation/assemble-generation';
import { lowerThreadPriority } from './generation/background-priority';
import { createBlobStore } from './storage/create-blob-store';
import { loggerOptions } from './logger';

/**
 * `npm run worker`: a generation worker on its own, for servers that run GENERATION_WORKER=off API
 * processes (ADR 041). It claims jobs from the shared PostgreSQL queue, writes and narrates, and on
 * SIGTERM/SIGINT stops claiming and hands its jobs back at once, as the embedded runner does. Any
 * number may run; the queue's SKIP LOCKED leases give each job to one of them.
 */

const shutdownTimeoutMs = 10_000;

function readConfig(): Config | undefined {
  try {
    const config = loadConfig();
    if (config.DATABASE_URL !== undefined) return config;
    process.stderr.write(
      'npm run worker needs DATABASE_URL: the embedded database belongs to one process, so a separate ' +
        'worker cannot share it. Set DATABASE_URL to the PostgreSQL your API processes use, or run ' +
        '`npm start` alone, which writes and narrates stories itself.\n',
    );
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
  }
  process.exitCode = 1;
  return undefined;
}

async function start(): Promise<void> {
  const config = readConfig();
  if (!config) return;
  // A worker process gives way to API processes on the same machine: set before any thread starts, so
  // its narrator and encoder threads and libuv's pool inherit the value (ADR 044).
  const nice = lowerThreadPriority();
  // Fastify's pino, with the API's level and redaction, so workers log the same JSON lines.
  const { log } = Fastify({ logger: loggerOptions(config) });
  const database = await openDatabase(config, {
    onBackgroundError: (error) => log.error({ err: error }, 'database connection error'),
  });
  // Several processes may start at once: migrations take turns under an advisory lock.
  await runMigrations(database.driver);
  const store = createBlobStore(config);
  const { runner, narrator } = assembleGeneration(config, database.db, log, { store });

  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal, workerId: runner.workerId }, 'Fablecast worker stopping: handing its jobs back');
    setTimeout(() => process.exit(1), shutdownTimeoutMs).unref();
    await runner.stop();
    await narrator.close();
    store.close();
    await database.close();
    log.info('Fablecast worker stopped');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void close(signal));
  process.on('SIGINT', (signal) => void close(signal));

  runner.start();
  void narrator.warm?.();
  log.info({ workerId: runner.workerId, nice }, 'Fablecast worker claiming generation jobs');
}

start().catch((error: unknown) => {
  console.error('Fablecast worker failed to start:', error);
  process.exitCode = 1;
});
