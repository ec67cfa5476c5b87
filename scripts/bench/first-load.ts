// `npm run bench:first-load`: the JavaScript a first visit to `/` downloads, gzip-compressed.
// Loads the production build in Chromium, records every script response until the page is idle,
// and gzips each body (level 9, as a server or CDN would). Target (DESIGN.md): ≤ 120 KB.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium-path';
import { startServer } from './server-process';

const TARGET_KB = 120;
const server = await startServer(Number(process.env.BENCH_PORT ?? 4190));
const browser = await chromium.launch({ ...chromiumLaunchOptions() });
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts: { url: string; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();

  const totalKb = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.info(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
  }
  console.info(
    `first-load JavaScript for /: ${totalKb.toFixed(2)} KB gzip (target ≤ ${TARGET_KB} KB) ${totalKb <= TARGET_KB ? 'OK' : 'OVER'}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
