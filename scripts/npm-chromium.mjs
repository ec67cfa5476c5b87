// Unpacks the npm-installed Chromium (@sparticuz/chromium) into the temp directory, once, and prints
// where it is as JSON: { executablePath, libDir, fontDir }. Run as a child process by
// scripts/chromium-path.ts, which must answer synchronously (Playwright reads its config that way).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import chromium, { inflate } from '@sparticuz/chromium';

const require = createRequire(import.meta.url);
const binDir = path.join(path.dirname(require.resolve('@sparticuz/chromium')), '..', 'bin');

const executablePath = await chromium.executablePath(binDir);
// The NSS and expat libraries it links against, for a machine that has none of its own.
const libDir = path.join(await inflate(path.join(binDir, 'al2023.tar.br')), 'lib');
const fontDir = path.join(tmpdir(), 'fonts');
process.stdout.write(
  JSON.stringify({
    executablePath,
    libDir: existsSync(libDir) ? libDir : null,
    fontDir: existsSync(fontDir) ? fontDir : null,
  }),
);
