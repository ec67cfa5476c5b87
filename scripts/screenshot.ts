// Writes docs/screenshot.png (the README's picture) from the production build on a tablet viewport:
// a parent, their child's profile and a story written and narrated by the built-in writer and narrator,
// playing in the mini-player above the home screen.
// Run after `npm run build`: node --import tsx scripts/screenshot.ts
import { chromium } from '@playwright/test';
import { startServer } from './bench/server-process';
import { chromiumLaunchOptions } from './chromium-path';

const parent = { name: 'Ana', email: 'ana@example.com', password: 'sleepy-moon-42' };

async function call<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const server = await startServer(4191);
const browser = await chromium.launch({ ...chromiumLaunchOptions() });
try {
  const { user, tokens } = await call<{ user: { id: string }; tokens: { accessToken: string } }>(
    server.baseUrl,
    '/auth/register',
    parent,
  );
  const token = tokens.accessToken;
  const child = await call<{ id: string }>(
    server.baseUrl,
    `/children/parent/${user.id}`,
    { name: 'Lucía', age: 5, avatar: '🦊', interests: 'foxes, the moon, the sea' },
    token,
  );
  const story = await call<{ id: string }>(
    server.baseUrl,
    '/stories',
    {
      title: 'A Bedtime Story',
      autoTitle: true,
      theme: 'animals',
      ageGroup: '4-8',
      targetDuration: 15,
      chapterCount: 3,
      childId: child.id,
      customPrompt: 'a little fox who is afraid of the dark',
    },
    token,
  );
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const { status } = await call<{ status: string }>(
      server.baseUrl,
      `/stories/${story.id}`,
      undefined,
      token,
    );
    if (status === 'published') break;
    if (status === 'archived') throw new Error('The story could not be made');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }

  const page = await browser.newPage({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1 });
  await page.goto(`${server.baseUrl}/auth?mode=login`);
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password').fill(parent.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: 'Hi, Lucía!' }).waitFor();
  await page.goto(`${server.baseUrl}/story/${story.id}`);
  await page.getByRole('button', { name: 'Start Story' }).click();
  await page.waitForURL(/\/player$/);
  await page.waitForTimeout(2_000);
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('region', { name: 'Now playing' }).waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(1_000);
  await page.screenshot({ path: 'docs/screenshot.png' });
  console.info('docs/screenshot.png written');
} finally {
  await browser.close();
  await server.stop();
}
