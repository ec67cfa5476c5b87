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

/** The parent's own story, asked for as the create form does, from the page's own address and session. */
async function ownStory(page: Page, parent: Parent, language: Language): Promise<string> {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: parent.email, password: parent.password },
  });
  const { accessToken } = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens;
  const created = await page.request.post('/api/v1/stories', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: storyBody(3, language),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: Story }).data.id;
}

/** "2 stories ahead of yours", "Hay 2 cuentos antes que el tuyo": any count, with or without the time. */
function aheadLine(language: Language): RegExp {
  const t = textsFor(language);
  const forms = [
    t('create:generating.queue.ahead', { count: 1 }),
    t('create:generating.queue.ahead', { count: 2 }),
  ];
  const pattern = forms.map((form) => form.replace('1', '\\d+').replace('2', '\\d+')).join('|');
  return new RegExp(`^(${pattern})( · .+)?$`);
}

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  const t = textsFor(language);

  test(`a story waiting its turn shows its place in line (${language})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
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
    await page.goto(`/generating/${mine}`);

    const line = page.getByText(aheadLine(language));
    await expect(line).toBeVisible({ timeout: 30_000 });
    await expect(line).toContainText(/ · /);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/queue-${language}-${testInfo.project.name}.png` });

    // The families before it give up: it is next, behind the long story still running.
    for (const story of waiting) {
      await request.post(`/api/v1/stories/${story.id}/cancel`, { headers: story.headers });
    }
    const next = page.getByText(t('create:generating.queue.next'), { exact: false });
    await expect(next).toBeVisible({ timeout: 60_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/next-${language}-${testInfo.project.name}.png` });

    // The long story is cancelled too: a worker takes the parent's story and the line goes.
    await request.post(`/api/v1/stories/${running.id}/cancel`, { headers: running.headers });
    await expect(next).toBeHidden({ timeout: 60_000 });
    await expect(page.getByText(aheadLine(language))).toBeHidden();
    await expect(page.getByText(t('create:generating.steps.writing'))).toBeVisible();

    await page.context().close();
  });
}
