// Renders public/icons/*.png from scripts/assets/icon.svg with the system Chromium.
// Run after changing the artwork: node --import tsx scripts/render-icons.ts
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium-path';

const svg = readFileSync(new URL('./assets/icon.svg', import.meta.url), 'utf8');

const targets = [
  { file: 'icon-192.png', size: 192, radius: 0.22, inset: 0 },
  { file: 'icon-512.png', size: 512, radius: 0.22, inset: 0 },
  // Maskable: full-bleed background, artwork shrunk into the 80 % safe zone.
  { file: 'icon-maskable-512.png', size: 512, radius: 0, inset: 0.12 },
  { file: 'apple-touch-icon.png', size: 180, radius: 0, inset: 0.04 },
];

const browser = await chromium.launch({ ...chromiumLaunchOptions() });
const page = await browser.newPage();
for (const { file, size, radius, inset } of targets) {
  const artScale = 1 - inset * 2;
  const html = `<html><body style="margin:0;background:transparent">
    <div style="width:${size}px;height:${size}px;border-radius:${radius * size}px;overflow:hidden;position:relative;background:#0f0d2e">
      <div style="position:absolute;inset:0">${svg.replace('<g id="art">', `<g id="art" transform="translate(${256 * (1 - artScale)} ${256 * (1 - artScale)}) scale(${artScale})">`)}</div>
    </div></body></html>`;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(html.replace('<svg ', `<svg width="${size}" height="${size}" `));
  await page.screenshot({
    path: `public/icons/${file}`,
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
}
await browser.close();
console.info('icons written to public/icons/');
