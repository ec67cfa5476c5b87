import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

// Which Chromium the end-to-end tests, benchmarks and screenshots launch, in this order:
//  1. CHROMIUM_PATH, when set;
//  2. the system's Chromium (Debian's /usr/bin/chromium);
//  3. Playwright's own browser, when `npx playwright install chromium` could download it;
//  4. the Chromium that npm installs with the project (@sparticuz/chromium), unpacked into the temp
//     directory on first use — so that `npm test` works on a machine that has only Node.
// E2E_BROWSER=npm picks the npm-installed one even where another is present (to check it still works).

export interface ChromiumChoice {
  executablePath?: string;
  /** The browser's environment, when it needs libraries or fonts of its own. */
  env?: Record<string, string>;
}

/** Libraries the npm-installed Chromium needs beyond the C library. */
const SYSTEM_LIB_DIRS = ['/lib/x86_64-linux-gnu', '/usr/lib/x86_64-linux-gnu', '/usr/lib64', '/usr/lib'];
const hasSystemLibrary = (name: string) => SYSTEM_LIB_DIRS.some((dir) => existsSync(path.join(dir, name)));

/** Set once resolved, so that Playwright's workers (forked with this environment) need not ask again. */
const RESOLVED_KEY = 'FABLECAST_RESOLVED_CHROMIUM';

function npmChromium(): ChromiumChoice {
  const script = path.join(import.meta.dirname, 'npm-chromium.mjs');
  const found = JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' })) as {
    executablePath: string;
    libDir: string | null;
    fontDir: string | null;
  };
  const env: Record<string, string> = {};
  if (found.libDir && !(hasSystemLibrary('libnss3.so') && hasSystemLibrary('libexpat.so.1')))
    env.LD_LIBRARY_PATH = [found.libDir, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  if (found.fontDir && !existsSync('/etc/fonts/fonts.conf')) env.FONTCONFIG_PATH = found.fontDir;
  return { executablePath: found.executablePath, env };
}

function resolveChromium(): ChromiumChoice {
  if (process.env.E2E_BROWSER !== 'npm') {
    const installed = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
      (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
    );
    if (installed) return { executablePath: installed };
    if (existsSync(chromium.executablePath())) return {}; // Playwright's own.
  }
  return npmChromium();
}

/** How to launch Chromium here: `chromium.launch({ ...chromiumLaunchOptions(), … })`. */
export function chromiumLaunchOptions(): { executablePath?: string; env?: Record<string, string> } {
  const cached = process.env[RESOLVED_KEY];
  const choice = cached ? (JSON.parse(cached) as ChromiumChoice) : resolveChromium();
  if (!cached) {
    process.env[RESOLVED_KEY] = JSON.stringify(choice);
    console.info(`Chromium: ${choice.executablePath ?? `Playwright's own (${chromium.executablePath()})`}`);
  }
  const extraEnv = choice.env && Object.keys(choice.env).length > 0 ? choice.env : undefined;
  return {
    ...(choice.executablePath ? { executablePath: choice.executablePath } : {}),
    ...(extraEnv ? { env: { ...(process.env as Record<string, string>), ...extraEnv } } : {}),
  };
}
