import { expect, test, type Page } from '@playwright/test';
import { newParent, signUp } from './support/accounts';
import { passParentGate } from './support/parent-gate';
import { hold } from './support/hold';

// The listening loop against the real server, built-in writer and espeak narrator (issue: a parent
// goes from an empty account to a child listening to a brand-new story, and the child picks up where
// they left off). One parent for the whole file: sign-ups are rate-limited.

test.describe.configure({ mode: 'serial' });

let page: Page;
let storyId = '';
const chapterTitles: string[] = [];

/** The player's audio element (created outside React; the engine exposes it for tests). */
const audioState = () =>
  page.evaluate(() => {
    const audio = (window as unknown as { __fablecastAudio?: HTMLAudioElement }).__fablecastAudio;
    return audio
      ? { currentTime: audio.currentTime, paused: audio.paused, src: audio.currentSrc }
      : { currentTime: -1, paused: true, src: '' };
  });

/**
 * Playing, and past `seconds`, seen together: while the next chapter loads, the element is paused and
 * can still report the last chapter's time.
 */
async function expectPlayingPast(seconds: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const { currentTime, paused } = await audioState();
        return { playing: !paused, past: currentTime > seconds };
      },
      { timeout: 15_000 },
    )
    .toEqual({ playing: true, past: true });
}

test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, locale: 'en-US' });
});

test.afterAll(async () => {
  await page.close();
});

test('a parent with a kid profile creates a 3-chapter story and watches it being made', async () => {
  test.setTimeout(360_000); // A real story is written and narrated: minutes on a busy machine.
  // Onboarding's profile step makes the kid profile for real.
  await signUp(page, newParent(), { name: 'Mateo', age: 5 });

  await page.goto('/create-story');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Story' })).toBeVisible();
  // Three chapters: the slider's lowest value.
  const chapterCount = page.getByRole('slider', { name: /chapters/i });
  await chapterCount.focus();
  await page.keyboard.press('Home');
  await expect(page.getByText('Short (3-5 chapters)')).toBeVisible();
  await page.getByLabel('Story title').fill('The Lantern in the Garden');

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/stories') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Generate Story' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { data: { id: string } };
  storyId = body.data.id;
  expect(response.request().postDataJSON()).toMatchObject({
    title: 'The Lantern in the Garden',
    theme: 'adventure',
    ageGroup: '4-8',
    targetDuration: 15,
    chapterCount: 3,
    voiceType: 'WARM_FEMALE',
  });

  await expect(page).toHaveURL(new RegExp(`/generating/${storyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'The Lantern in the Garden' })).toBeVisible();
  await expect(page.getByText(/\d\/3 chapters ready/)).toBeVisible();
  // Ready: 100 %, then the story page a second later.
  await expect(page).toHaveURL(new RegExp(`/story/${storyId}$`), { timeout: 320_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'The Lantern in the Garden' })).toBeVisible();
  const chapters = page.getByRole('region', { name: 'Chapters (3)' });
  await expect(chapters.getByRole('listitem')).toHaveCount(3);
  for (const label of await chapters
    .getByRole('button', { name: /^Play / })
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
    )) {
    chapterTitles.push(label.replace(/^Play /, ''));
  }
  expect(chapterTitles).toHaveLength(3);
  await expect(page.getByRole('button', { name: 'Start Story' })).toBeVisible();
});

test('the child plays chapter 1, skips back and forth, and moves on to chapter 2', async () => {
  await page.getByRole('button', { name: 'Start Story' }).click();
  await expect(page).toHaveURL(/\/player$/);
  await expect(page.getByRole('heading', { name: chapterTitles[0] })).toBeVisible();
  await expect(page.getByText('Chapter 1 of 3')).toBeVisible();
  await expectPlayingPast(1);

  await hold(page, page.getByRole('button', { name: 'Forward 30 seconds' }));
  await expect.poll(async () => (await audioState()).currentTime).toBeGreaterThan(31);
  await hold(page, page.getByRole('button', { name: 'Back 30 seconds' }));
  await expect.poll(async () => (await audioState()).currentTime).toBeLessThan(30);

  await expect(page.getByRole('button', { name: 'Previous chapter' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next chapter' }).click();
  await expect(page.getByText('Chapter 2 of 3')).toBeVisible();
  await expect(page.getByText('Next Chapter')).toBeVisible();
  await expect(page.getByRole('heading', { name: chapterTitles[1] })).toBeVisible();
  // Still playing, from the start of chapter 2.
  await expectPlayingPast(0.5);
  expect((await audioState()).currentTime).toBeLessThan(20);

  // The story goes on while the child looks at another screen; the story page shows what plays.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/story/${storyId}$`));
  const miniPlayer = page.getByRole('region', { name: 'Now playing' });
  await expect(miniPlayer).toContainText(chapterTitles[1]!);
  const before = (await audioState()).currentTime;
  await expect.poll(async () => (await audioState()).currentTime).toBeGreaterThan(before + 1);
  expect((await audioState()).paused).toBe(false);
  await miniPlayer.getByRole('button', { name: /^Open the player/ }).click();
  await expect(page.getByText('Chapter 2 of 3')).toBeVisible();
});

test('progress is saved on pause, and after a reload the story continues near where it stopped', async () => {
  // Listen into chapter 2: 60 s in, then pause (a pause saves at once).
  await hold(page, page.getByRole('button', { name: 'Forward 30 seconds' }));
  await hold(page, page.getByRole('button', { name: 'Forward 30 seconds' }));
  await expect.poll(async () => (await audioState()).currentTime).toBeGreaterThan(60);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/progress') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pause' }).click();
  const response = await saved;
  expect(response.ok()).toBe(true);
  const sent = response.request().postDataJSON() as { position: number; completed: boolean };
  expect(sent.position).toBeGreaterThanOrEqual(60);
  expect(sent.completed).toBe(false);

  await page.goto(`/story/${storyId}`);
  await page.reload();
  const resume = page.getByRole('button', { name: `Continue from ${chapterTitles[1]}` });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect(page.getByText('Chapter 2 of 3')).toBeVisible();
  await expect.poll(async () => (await audioState()).currentTime).toBeGreaterThanOrEqual(sent.position);
  expect((await audioState()).currentTime).toBeLessThan(sent.position + 15);
  await page.getByRole('button', { name: 'Pause' }).click();
});

test('an expired audio address (403) is renewed and the chapter plays', async () => {
  let refused = 0;
  // On the context: the chapter's audio may be fetched through the service worker.
  await page.context().route(/\/media\/.+\.mp3/, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"Expired"}' });
      return;
    }
    await route.continue();
  });
  const renewed = page.waitForResponse((response) => response.url().includes('/audio-url'));
  await page.goto(`/story/${storyId}`);
  await page.getByRole('button', { name: `Play ${chapterTitles[2]}` }).click();
  await expect(page.getByText('Chapter 3 of 3')).toBeVisible();
  expect((await renewed).ok()).toBe(true);
  await expectPlayingPast(0.5);
  expect(refused).toBe(1);
  await expect(page.getByRole('button', { name: 'Next chapter' })).toBeDisabled();
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.context().unroute(/\/media\/.+\.mp3/);
});

test('the parent regenerates the audio, then deletes the story', async () => {
  test.setTimeout(360_000); // Every chapter narrated again: minutes on a busy machine.
  await page.goto(`/story/${storyId}`);
  await page.getByRole('button', { name: 'Regenerate Audio' }).click();
  // A grown-up's action: the gate first, then back to the question.
  await passParentGate(page);
  const dialog = page.getByRole('alertdialog', { name: 'Regenerate Story Audio?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('We will let you know once the new audio is ready.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Regenerating audio' })).toBeVisible();
  await expect(page.getByText('All chapters have been regenerated.')).toBeVisible({ timeout: 320_000 });

  await page
    .getByRole('region', { name: 'Story actions' })
    .getByRole('button', { name: 'Delete Story' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Story?' });
  await expect(confirm).toContainText('This will permanently delete "The Lantern in the Garden"');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Story deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/library$/);

  await page.goto(`/story/${storyId}`);
  await expect(page.getByRole('heading', { name: 'Story Not Found' })).toBeVisible();
});
