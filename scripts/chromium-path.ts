import { existsSync } from 'node:fs';

/** Debian's Chromium where it is installed; otherwise undefined, so Playwright uses its own browser. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}
