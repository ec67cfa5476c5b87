import { buildApp, type App } from './app';
import { startBackupService } from './backup/backup-service';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { createNarrator } from './generation/narrator/create-narrator';
import { loggerOptions } from './logger';

/**
 * The process: configuration, database, migrations, HTTP. On SIGTERM/SIGINT it stops accepting
 * connections, lets requests in flight finish, closes the database, and exits 0.
 */

// Past this, a stuck request or connection must not keep a deploy waiting forever.
const shutdownTimeoutMs = 10_000;

function readConfig(): Config | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // A readable list for whoever set the variables; a stack trace would only hide it.
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
    return undefined;
  }
}

function closeOnSignals(app: App, database: DatabaseHandle, stopBackups: () => Promise<void>): void {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Fablecast closing: no new connections, finishing requests in flight');
    setTimeout(() => {
      app.log.error('Fablecast did not close in time; exiting');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    try {
      await stopBackups();
      await app.close();
      await database.close();
      app.log.info('Fablecast closed');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Fablecast failed to close cleanly');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void close(signal));
  process.on('SIGINT', (signal) => void close(signal));
}

async function start(): Promise<void> {
  const config = readConfig();
  if (!config) return;

  let app: App | undefined;
  let stopBackups: () => Promise<void> = () => Promise.resolve();
  // ADR 040: the narrator's threads start and warm up while the database opens and migrates, on the
  // core the main thread leaves free, so the first story after a start finds them warm. No story can
  // arrive before the server listens, and one that arrives while they still warm stops the warm-up.
  const narrator = config.GENERATION_WORKER === 'embedded' ? createNarrator(config) : undefined;
  void narrator?.warm?.();
  const database = await openDatabase(config, {
    onBackgroundError: (error) =>
      app
        ? app.log.error({ err: error }, 'database connection error')
        : console.error('Database error:', error),
  });
  try {
    await runMigrations(database.driver);
    app = await buildApp({
      config,
      database,
      logger: loggerOptions(config),
      generation: narrator ? { narrator } : undefined,
    });
    if (config.DATABASE_URL !== undefined && config.JWT_SECRET_SOURCE === 'data-dir') {
      app.log.warn(
        'JWT_SECRET is not set: servers sharing this database will not accept each other’s tokens',
      );
    }
    // `npm run backup` asks this process for a snapshot of the database it holds (ADR 038).
    stopBackups = await startBackupService(config, database, app.log);
    closeOnSignals(app, database, stopBackups);
    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(`Fablecast listening on http://${config.HOST}:${config.PORT} (database: ${database.kind})`);
  } catch (error) {
    await stopBackups();
    await app?.close();
    if (!app) await narrator?.close();
    await database.close();
    throw error;
  }
}

start().catch((error: unknown) => {
  // Not a configuration mistake (those are handled above): the whole error helps whoever investigates.
  console.error('Fablecast failed to start:', error);
  process.exitCode = 1;
});
