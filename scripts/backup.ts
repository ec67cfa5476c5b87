import path from 'node:path';
import { backupAdvice, runBackup } from '../server/backup/backup-command';
import { loadConfig } from '../server/config';

/** npm run backup -- <target directory> — see README "Backups" and ADR 038. */

async function main(): Promise<void> {
  const [target] = process.argv.slice(2);
  if (!target) {
    process.stderr.write('Usage: npm run backup -- <target directory>\n');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  for (const line of backupAdvice(config)) process.stdout.write(`${line}\n`);
  const manifest = await runBackup(config, path.resolve(target));
  const { counts } = manifest;
  const database =
    manifest.database === 'pglite' ? `database (${counts.tables['stories'] ?? 0} stories)` : 'no database';
  const media =
    manifest.media === 'files' ? `${counts.files} files (${counts.fileBytes} bytes)` : 'no media files';
  process.stdout.write(`Backup written to ${path.resolve(target)}: ${database}, ${media}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
