import path from 'node:path';
import { runRestore } from '../server/backup/restore-command';
import { loadConfig } from '../server/config';

/** npm run restore -- <backup directory> [--force] — see README "Backups" and ADR 038. */

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const [source] = args.filter((arg) => arg !== '--force');
  if (!source) {
    process.stderr.write('Usage: npm run restore -- <backup directory> [--force]\n');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const manifest = await runRestore(config, path.resolve(source), force);
  const { counts } = manifest;
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} into ${config.DATA_DIR}: ${counts.tables['stories'] ?? 0} stories, ${counts.files} files\n`,
  );
  if (manifest.database === 'none') {
    process.stdout.write(
      'This backup holds no database: restore PostgreSQL with pg_restore from your pg_dump file\n',
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
