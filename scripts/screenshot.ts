// Writes docs/screenshot.png (the README's picture) from the production build on a tablet viewport.
// Run after `npm run build`: node --import tsx scripts/screenshot.ts
import { chromium } from '@playwright/test';
import { startServer } from './bench/server-process';
import { chromiumExecutable } from './chromium-path';

const server = await startServer(4191);
const browser = await chromium.launch({ executablePath: chromiumExecutable() });
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1 });
  await page.goto(`${server.baseUrl}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: 'docs/screenshot.png' });
  console.info('docs/screenshot.png written');
} finally {
  await browser.close();
  await server.stop();
}
