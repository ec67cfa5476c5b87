import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { box, openDevice } from './support/device';
import { grownUpsFamily, type Family } from './support/families';
import { logInAs } from './support/family-login';
import { passParentGate } from './support/parent-gate';
import { textsFor, type Language } from './support/texts';
import { hold } from './support/hold';

// A child with the tablet: the story follows them in the mini-player on every screen and after a
// reload; the story page's grown-up actions ask for the gate and come back to finish; Share exports
// the story; the age shown is the one chosen; two stories of a theme have their own covers. In English
// and Spanish, on the tablet and the phone (both projects run this file). Stories are seeded
// (e2e/support/families.ts).

const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = (window as unknown as { __fablecastAudio?: HTMLAudioElement }).__fablecastAudio;
    return audio
      ? { currentTime: audio.currentTime, paused: audio.paused }
      : { currentTime: -1, paused: true };
  });

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  const t = textsFor(language);

  test.describe(`a story that follows the child, and the grown-ups' doors (${language})`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    let family: Family;

    test.beforeAll(async ({ browser }, testInfo) => {
      page = await openDevice(browser, testInfo, language, { acceptDownloads: true });
      family = grownUpsFamily(language, testInfo.project.name);
      await logInAs(page, family, language);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    const storyTitle = () => family.stories[0]!.title;
    const miniPlayer = () => page.getByRole('region', { name: t('player:mini.label') });

    test('the story page shows the age chosen, and each story of a theme has its own cover', async () => {
      await page.goto('/library');
      await page.getByRole('link', { name: new RegExp(family.stories[1]!.title) }).click();
      // Made for the form's 4-6 years (the server keeps '4-8').
      await expect(page.getByText(t('story:hero.agesRange', { from: '4', to: '6' }))).toBeVisible();
      const otherCover = await page.locator('main img').first().getAttribute('src');
      await page.goto('/library');
      await page.getByRole('link', { name: new RegExp(storyTitle()) }).click();
      const cover = await page.locator('main img').first().getAttribute('src');
      const [first, second] = await Promise.all(
        [cover, otherCover].map((src) => page.evaluate((url) => fetch(url!).then((r) => r.text()), src)),
      );
      expect(first).toContain('<svg');
      expect(second).toContain('<svg');
      expect(first).not.toEqual(second);
    });

    test('the mini-player follows the child to every screen, and back to the player', async () => {
      await page.getByRole('button', { name: t('story:play.start') }).click();
      await expect(page).toHaveURL(/\/player$/);
      await expect
        .poll(async () => (await audioState(page)).currentTime, { timeout: 15_000 })
        .toBeGreaterThan(1);
      await hold(page, page.getByRole('button', { name: t('player:controls.skipForward') }));
      await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(31);

      // Back to the story page, then around the app by the bottom navigation (no reload).
      await page.getByRole('link', { name: t('actions.back') }).click();
      const nav = page.getByRole('navigation', { name: t('nav.label') });
      for (const tab of ['nav.home', 'nav.create', 'nav.library'] as const) {
        await nav.getByRole('link', { name: t(tab) }).click();
        await expect(miniPlayer()).toBeVisible();
        await expect(miniPlayer()).toContainText(storyTitle());
        await expect(miniPlayer()).toContainText(family.stories[0]!.chapters[0]!);
        // Above the navigation, never under it.
        expect((await box(miniPlayer())).y + (await box(miniPlayer())).height).toBeLessThanOrEqual(
          (await box(nav)).y,
        );
        expect((await audioState(page)).paused).toBe(false);
      }
      const before = (await audioState(page)).currentTime;
      await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(before + 1);
      await miniPlayer()
        .getByRole('button', { name: t('player:controls.pause'), exact: true })
        .click();
      await expect.poll(async () => (await audioState(page)).paused).toBe(true);
      await expect(
        miniPlayer().getByRole('button', { name: t('player:controls.play'), exact: true }),
      ).toBeVisible();
    });

    test('after a reload it comes back paused at the same place, and plays on from there', async () => {
      const place = (await audioState(page)).currentTime;
      await page.reload();
      await expect(miniPlayer()).toBeVisible();
      await expect(miniPlayer()).toContainText(storyTitle());
      const play = miniPlayer().getByRole('button', { name: t('player:controls.play'), exact: true });
      await expect(play).toBeVisible();
      // The thin line shows how far in: about half a minute of a minute.
      const line = miniPlayer().locator('[data-testid="mini-player-progress"] > div');
      const width = await line.evaluate((element) => parseFloat((element as HTMLElement).style.width));
      expect(width).toBeGreaterThan(30);
      expect(width).toBeLessThan(95);
      await play.click();
      await expect.poll(async () => (await audioState(page)).paused, { timeout: 15_000 }).toBe(false);
      expect((await audioState(page)).currentTime).toBeGreaterThan(place - 6);
      await miniPlayer()
        .getByRole('button', { name: `${t('player:mini.open')} ${storyTitle()}` })
        .click();
      await expect(page).toHaveURL(/\/player$/);
      await expect(
        page.getByRole('heading', { level: 2, name: family.stories[0]!.chapters[0]! }),
      ).toBeVisible();
    });

    test('at the end of chapter 1, chapter 2 plays on its own (autoplay next is on by default)', async () => {
      // Near the end of the minute-long chapter 1.
      await hold(page, page.getByRole('button', { name: t('player:controls.skipForward') }));
      await expect(
        page.getByRole('heading', { level: 2, name: family.stories[0]!.chapters[1]! }),
      ).toBeVisible({
        timeout: 45_000,
      });
      await expect(page.getByText(t('player:chapterOf', { current: 2, total: 2 }))).toBeVisible();
      await expect.poll(async () => (await audioState(page)).paused, { timeout: 15_000 }).toBe(false);
      const start = (await audioState(page)).currentTime;
      expect(start).toBeLessThan(20);
      await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(start + 1);
      await page.getByRole('button', { name: t('player:controls.pause'), exact: true }).click();
    });

    test('offline, a chapter that cannot load says so once, and the toast keeps off the error card', async () => {
      await page.context().setOffline(true);
      await page.getByRole('button', { name: t('player:controls.previous') }).click();
      const card = page.getByRole('alert').filter({ hasText: t('player:error.title') });
      await expect(card).toBeVisible({ timeout: 20_000 });
      const toasts = page.locator('[data-sonner-toast]');
      // "Previous Chapter" gave way to the error; one toast, not two.
      await expect(toasts).toHaveCount(1);
      await expect(toasts.first()).toContainText(t('player:toasts.playbackError'));
      await expect
        .poll(async () => {
          // Above, below or beside it (the tablet's player has two columns): never over it.
          const [toast, alert] = [await box(toasts.first()), await box(card)];
          return (
            toast.y >= alert.y + alert.height ||
            toast.y + toast.height <= alert.y ||
            toast.x >= alert.x + alert.width ||
            toast.x + toast.width <= alert.x
          );
        })
        .toBe(true);
      await page.context().setOffline(false);
    });

    test('in child mode, Delete asks for the gate first and comes back to the question', async () => {
      await page.goto('/library');
      await page.getByRole('link', { name: new RegExp(storyTitle()) }).click();
      await page.getByRole('button', { name: t('story:manage.delete') }).click();
      await passParentGate(page, language);
      const dialog = page.getByRole('alertdialog', { name: t('story:delete.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t('common:actions.cancel') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: storyTitle() })).toBeVisible();
      // One Download (it keeps the story on the tablet, for anyone), one Delete.
      await expect(page.getByRole('button', { name: t('story:download.start'), exact: true })).toHaveCount(1);
      await expect(page.getByRole('button', { name: t('story:manage.delete') })).toHaveCount(1);
    });

    test('Share exports the story: where no share sheet takes files, a zip of its text and audio', async () => {
      await page.getByRole('button', { name: t('story:header.share') }).click();
      const dialog = page.getByRole('dialog', { name: t('story:share.title', { title: storyTitle() }) });
      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: t('story:share.download') }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${storyTitle()}.zip`);
      const zip = readFileSync((await download.path())!);
      expect(zip.subarray(0, 2).toString()).toBe('PK');
      const names = zip.toString('latin1');
      expect(names).toContain('story.txt');
      expect(names).toContain('01 - ');
      expect(names).toContain('02 - ');
    });
  });
}
