import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Story } from '../src/contract/story';
import { newParent, signUp, type Parent } from './support/accounts';
import { familyAddress, openDevice } from './support/device';
import { publishedStory } from './support/stories';
import { textsFor, type Language } from './support/texts';

// The fair generation queue (issue 16, ADR 042): while other families' stories are being made, the
// generating screen says how many stories go before the parent's and about how long, in English and
// Spanish; once a worker takes the story, the line goes. The queue is real: one family's long story
// runs on the server's one worker, two more families wait, each on its own address.

const SHOTS = process.env.QUEUE_SHOTS_DIR;

const storyBody = (chapterCount: number, language: Language) => ({
  title: 'The Patient Owl',
  description: 'An owl waits for the moon.',
  theme: 'animals',
  ageGroup: '4-8',
  targetDuration: chapterCount * 5,
  chapterCount,
  voiceType: 'WARM_FEMALE',
  language,
});

/** Another family, on its own address, asking for a story through the API; its id and headers. */
async function otherFamilyStory(request: APIRequestContext, chapterCount: number, language: Language) {
  const address = { 'X-Forwarded-For': familyAddress() };
  const parent = newParent();
  const registered = await request.post('/api/v1/auth/register', { headers: address, data: parent });
  expect(registered.status()).toBe(201);
  const { accessToken } = ((await registered.json()) as { data: { tokens: { accessToken: string } } }).data
    .tokens;
  const headers = { ...address, authorization: `Bearer ${accessToken}` };
  const created = await request.post('/api/v1/stories', { headers, data: storyBody(chapterCount, language) });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { data: Story }).data.id, headers };
}

/** The parent's own story, asked for as the create form does, from the page's own address. */
async function ownStory(page: Page, parent: Parent, language: Language) {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: parent.email, password: parent.password },
  });
  const { accessToken } = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens;
  const headers = { authorization: `Bearer ${accessToken}` };
  const created = await page.request.post('/api/v1/stories', { headers, data: storyBody(3, language) });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { data: Story }).data.id, headers };
}

/**
 * The queue line in `language`: "2 stories ahead of yours · about 3 minutes", "Hay 2 cuentos antes que
 * el tuyo…" or "Yours is next", read as the number of stories ahead (0: next); null when not shown.
 */
async function storiesAhead(page: Page, language: Language): Promise<number | null> {
  const t = textsFor(language);
  const forms = [1, 2].map((count) =>
    t('create:generating.queue.ahead', { count }).replace(String(count), '(\\d+)'),
  );
  const ahead = new RegExp(`^(?:${forms.join('|')})(?: · .+)?$`);
  const next = new RegExp(`^${t('create:generating.queue.next')}(?: · .+)?$`);
  const texts = await page.locator('p').allInnerTexts();
  for (const text of texts) {
    if (next.test(text)) return 0;
    const match = ahead.exec(text);
    if (match) return Number(match[1] ?? match[2]);
  }
  return null;
}

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  const t = textsFor(language);

  test(`a story waiting its turn shows its place in line (${language})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(600_000);
    // One story made from start to end first, so the server has a duration to estimate from.
    const warmUp = await otherFamilyStory(request, 3, language);
    await publishedStory(await browser.newPage(), warmUp.headers, warmUp.id);

    const page = await openDevice(browser, testInfo, language);
    const parent = newParent();
    await signUp(page, parent, undefined, language);

    const running = await otherFamilyStory(request, 12, language);
    const waiting = [
      await otherFamilyStory(request, 3, language),
      await otherFamilyStory(request, 3, language),
    ];
    const mine = await ownStory(page, parent, language);
    await page.goto(`/generating/${mine.id}`);

    // Both families that asked before are ahead (and any other test's stories: the server is shared).
    await expect.poll(() => storiesAhead(page, language), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const before = (await storiesAhead(page, language)) ?? 0;
    await expect(page.getByText(/ · /)).toBeVisible();
    // It says it waits its turn, not that the narrator is getting ready.
    await expect(page.getByText(t('create:generating.audioStatus.queued'), { exact: true })).toBeVisible();
    await expect(
      page.getByText(t('create:generating.steps.writing')).locator('xpath=ancestor::li'),
    ).not.toHaveAttribute('aria-current', 'step');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/queue-${language}-${testInfo.project.name}.png` });

    // The families before it give up: the line moves up as the screen polls.
    for (const story of waiting) {
      await request.post(`/api/v1/stories/${story.id}/cancel`, { headers: story.headers });
    }
    await expect
      .poll(() => storiesAhead(page, language), { timeout: 30_000 })
      .toBeLessThanOrEqual(before - 2);
    if (SHOTS && (await storiesAhead(page, language)) === 0) {
      await page.screenshot({ path: `${SHOTS}/next-${language}-${testInfo.project.name}.png` });
    }

    // The long story is cancelled too: a worker takes the parent's story and the line goes.
    await request.post(`/api/v1/stories/${running.id}/cancel`, { headers: running.headers });
    await expect.poll(() => storiesAhead(page, language), { timeout: 180_000 }).toBeNull();
    await expect(page.getByText(t('create:generating.audioStatus.queued'), { exact: true })).toBeHidden();
    // Writing is under way, or already done: the built-in writer is quick.
    await expect(
      page.getByText(t('create:generating.steps.writing')).locator('xpath=ancestor::li'),
    ).not.toContainText(t('create:generating.stepState.pending'));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/writing-${language}-${testInfo.project.name}.png` });

    // Leaves the server's worker to the other tests.
    await page.request.post(`/api/v1/stories/${mine.id}/cancel`, { headers: mine.headers });
    await page.context().close();
  });
}
