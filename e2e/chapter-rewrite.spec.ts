import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDevice } from './support/device';
import { rewriteFamily } from './support/families';
import { familyAccount } from './support/family-api';
import { logInAs } from './support/family-login';
import { openAsParent } from './support/parent-gate';
import { textsFor, type Language } from './support/texts';

// A parent's preview and rewrite of one chapter (issue 15, ADR 035), against the real server, the
// built-in writer and the espeak narrator: in parent mode each chapter's text can be read; the parent
// rewrites chapter 2, the page says "Rewriting…" while the rest of it works, and when it is done only
// chapter 2's words and audio have changed. In English and Spanish, on the tablet and the phone.

const SHOTS = process.env.REWRITE_SHOTS;

const exactly = (title: string) => new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A chapter's row, by the title in its heading (another chapter's text may name this one's place). */
const chapterRow = (page: Page, title: string) =>
  page.locator('main li').filter({ has: page.locator('h3', { hasText: exactly(title) }) });

/** The text a person reads once the chapter is unfolded. */
async function visibleText(page: Page, t: ReturnType<typeof textsFor>, title: string): Promise<string> {
  const row = chapterRow(page, title);
  const show = row.getByRole('button', { name: t('story:rewrite.showText', { title }) });
  const hide = row.getByRole('button', { name: t('story:rewrite.hideText', { title }) });
  await expect(show.or(hide)).toBeVisible();
  if (await show.isVisible()) await show.click();
  await expect(hide).toBeVisible();
  const region = page.locator(`[id="${await hide.getAttribute('aria-controls')}"]`);
  await expect(region).toBeVisible();
  return region.innerText();
}

async function shoot(page: Page, name: string, target?: Locator): Promise<void> {
  if (!SHOTS) return;
  await (target ?? page).screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  const t = textsFor(language);
  const instruction = language === 'en' ? 'gentler' : 'shorter';

  test(`a parent rewrites chapter 2 and only chapter 2's text and audio change (${language})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(420_000); // A chapter is written and narrated for real: minutes on a busy machine.
    const device = testInfo.project.name;
    const family = rewriteFamily(language, device);
    const page = await openDevice(browser, testInfo, language);
    await logInAs(page, family, language);
    const account = await familyAccount(page.request, family);
    const story = account.story(family.stories[0]!.title);
    const chapters = story.chapters ?? [];
    const titles = chapters.map((chapter) => chapter.title) as [string, string, string];
    const audioOf = () => Promise.all(chapters.map((chapter) => account.chapterAudio(chapter.id)));

    await openAsParent(page, '/settings', language);
    await page.goto(`/story/${story.id}`);
    const before = [];
    for (const title of titles) before.push(await visibleText(page, t, title));
    const audioBefore = await audioOf();
    expect(new Set(before).size).toBe(3);

    // Rewrite › the choice, on chapter 2.
    const second = chapterRow(page, titles[1]);
    await second.getByRole('button', { name: t('story:rewrite.menu', { title: titles[1] }) }).click();
    const choice = page.getByRole('menuitem', { name: new RegExp(t(`story:rewrite.${instruction}`)) });
    await expect(choice).toBeVisible();
    await shoot(page, `menu-${language}-${device}`);
    await choice.click();

    // While it runs: chapter 2 says so, the others cannot be rewritten, and the page still works.
    await expect(second.getByRole('status')).toContainText(t('story:rewrite.rewriting'));
    await expect(second.getByRole('progressbar')).toBeVisible();
    const first = chapterRow(page, titles[0]);
    await expect(
      first.getByRole('button', { name: t('story:rewrite.menu', { title: titles[0] }) }),
    ).toBeDisabled();
    await expect(first.getByText(t('story:rewrite.otherChapter'))).toBeVisible();
    await first.getByRole('button', { name: t('story:rewrite.hideText', { title: titles[0] }) }).click();
    await expect(
      first.getByRole('button', { name: t('story:rewrite.showText', { title: titles[0] }) }),
    ).toBeVisible();
    await expect(
      first.getByRole('button', { name: t('story:chapters.play', { title: titles[0] }) }),
    ).toBeEnabled();
    await second.scrollIntoViewIfNeeded();
    await shoot(page, `rewriting-${language}-${device}`);

    // Done: a toast says so, and the new words are on the page.
    await expect(page.getByText(t('story:rewrite.doneTitle'))).toBeVisible({ timeout: 360_000 });
    await expect(second.getByRole('status')).toBeHidden();
    const after = [];
    for (const title of titles) after.push(await visibleText(page, t, title));
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.length).toBeGreaterThan(40);
    if (instruction === 'shorter') expect(after[1]!.length).toBeLessThan(before[1]!.length * 0.8);
    await second.scrollIntoViewIfNeeded();
    await shoot(page, `done-${language}-${device}`);

    // And the audio: chapter 2 is a new file, chapters 1 and 3 the same files, byte for byte.
    const audioAfter = await audioOf();
    const fileOf = (url: string) => new URL(url, 'http://x').pathname;
    expect(fileOf(audioAfter[0]!.audioUrl)).toBe(fileOf(audioBefore[0]!.audioUrl));
    expect(audioAfter[0]!.sha256).toBe(audioBefore[0]!.sha256);
    expect(fileOf(audioAfter[2]!.audioUrl)).toBe(fileOf(audioBefore[2]!.audioUrl));
    expect(audioAfter[2]!.sha256).toBe(audioBefore[2]!.sha256);
    expect(fileOf(audioAfter[1]!.audioUrl)).not.toBe(fileOf(audioBefore[1]!.audioUrl));
    expect(audioAfter[1]!.sha256).not.toBe(audioBefore[1]!.sha256);
    const played = await page.request.get(audioAfter[1]!.audioUrl);
    expect(played.status()).toBe(200);
    expect((await played.body()).length).toBe(audioAfter[1]!.bytes);
    await page.context().close();
  });
}
