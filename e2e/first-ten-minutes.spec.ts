import { expect, test, type Page } from '@playwright/test';
import { STORY_THEMES } from '../src/contract/story-themes';
import { newParent, signUp, type Parent } from './support/accounts';
import { box, openDevice } from './support/device';
import { openAsParent, passParentGate } from './support/parent-gate';
import { textsFor, type Language } from './support/texts';

// The first ten minutes of a new family, as a parent sees them, in English and Spanish, on the tablet
// and the phone (both Playwright projects run this file): onboarding that makes a real profile, the
// parent's own words kept, switches that show their state, chips that fit their words, toasts out of
// the way, our own typeface, drawn avatars, and the right doors behind the gate.

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  const t = textsFor(language);

  test.describe(`a new family (${language})`, () => {
    test.use({ locale: language === 'es' ? 'es-ES' : 'en-US' });
    test.describe.configure({ mode: 'serial' });

    let page: Page;
    let parent: Parent;

    test.beforeAll(async ({ browser }, testInfo) => {
      page = await openDevice(browser, testInfo, language);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    test('onboarding makes the first kid profile for real, with the parent’s own words', async () => {
      parent = newParent();
      await signUp(
        page,
        parent,
        { name: 'Mia', age: 5, interests: 'dinosaurios, el espacio, el mar' },
        language,
      );
      // The profile is on the server: a reload still greets Mia.
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 2, name: t('home:welcome.greeting', { name: 'Mia' }) }),
      ).toBeVisible();
      // Avatars are drawn, never left to the device's emoji font.
      const avatar = page.locator('main svg').first();
      await expect(avatar).toBeVisible();
      await expect(page.locator('main')).not.toContainText('🧒');
    });

    test("the home's Edit Kid Profile asks for the gate, then opens Mia's form with her interests as written", async () => {
      await page.goto('/');
      await page.getByRole('link', { name: t('home:tiles.editProfile') }).click();
      await passParentGate(page, language);
      await expect(page.getByLabel(t('profiles:form.name'))).toHaveValue('Mia');
      await expect(page.getByLabel(t('profiles:form.interests'))).toHaveValue(
        'dinosaurios, el espacio, el mar',
      );
      // 12 avatars and ages 3 to 12, as everywhere a profile is made.
      const avatars = page.getByRole('group', { name: t('profiles:form.avatar') }).getByRole('radio');
      await expect(avatars).toHaveCount(12);
      // The preferences are the parent's to change; autoplay is on by default.
      const autoplay = page.getByRole('switch', { name: t('profiles:form.autoplayNext') });
      await expect(autoplay).toHaveAttribute('aria-checked', 'true');
      await autoplay.click();
      await page.getByRole('button', { name: t('profiles:form.save') }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Mia' })).toBeVisible();
      await expect(page.getByText('dinosaurios, el espacio, el mar', { exact: true })).toBeVisible();
      const autoplayRow = page.locator('dl div').filter({ hasText: t('profiles:detail.autoplayNext') });
      await expect(autoplayRow).toContainText(t('profiles:detail.off'));
    });

    test('one name for each place: the tile, the page title and the way back say the same', async () => {
      for (const [tile, path] of [
        ['home:tiles.library', '/library'],
        ['home:tiles.myStories', '/my-stories'],
      ] as const) {
        await page.goto('/');
        await page.getByRole('link', { name: t(tile), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(tile));
      }
    });

    test('the privacy switches show the truth: off on the left, on to the right, inside the track', async () => {
      await openAsParent(page, '/consent-management', language);
      const switches = page.getByRole('switch');
      await expect(switches).toHaveCount(4);
      for (const control of await switches.all()) {
        const knob = control.locator('[data-knob]');
        await expect(control).toHaveAttribute('aria-checked', 'false');
        const track = await box(control);
        const dot = await box(knob);
        // Off: the knob's centre is in the left half of the track.
        expect(dot.x + dot.width / 2).toBeLessThan(track.x + track.width / 2);
      }
      // Analytics, the first, is held off by Child Mode (on by default): the second one shows the move.
      const second = switches.nth(1);
      await second.click();
      await expect(second).toHaveAttribute('aria-checked', 'true');
      await expect(second).toBeEnabled();
      const track = await box(second);
      const dot = await box(second.locator('[data-knob]'));
      expect(dot.x + dot.width / 2).toBeGreaterThan(track.x + track.width / 2);
      expect(dot.x + dot.width).toBeLessThanOrEqual(track.x + track.width);
      expect(dot.x).toBeGreaterThanOrEqual(track.x);
      // And off again, back to the left.
      await second.click();
      await expect(second).toHaveAttribute('aria-checked', 'false');
      await expect(second).toBeEnabled();
      const back = await box(second.locator('[data-knob]'));
      expect(back.x + back.width / 2).toBeLessThan(track.x + track.width / 2);
    });

    test('theme chips fit their words; the page uses our own typeface', async () => {
      await page.goto('/create-story');
      const themes = page.getByRole('group', { name: new RegExp(t('create:form.theme')) });
      await expect(themes.getByRole('radio')).toHaveCount(STORY_THEMES.length);
      for (const theme of STORY_THEMES) {
        const chip = themes.locator('label').filter({ hasText: t(`themes.${theme}`) });
        const words = chip.locator('span.font-semibold');
        // Nothing cut: the words are as wide as they need, and inside the chip.
        const clipped = await words.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(clipped, `${theme} is clipped`).toBe(false);
        const [outer, inner] = [await box(chip), await box(words)];
        expect(inner.x).toBeGreaterThanOrEqual(outer.x);
        expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
      }
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return {
          family: getComputedStyle(document.body).fontFamily,
          nunito: document.fonts.check('16px "Nunito Variable"'),
        };
      });
      expect(fonts.family).toMatch(/^"?Nunito Variable/);
      expect(fonts.nunito).toBe(true);
    });

    test('toasts sit at the bottom, out of the title, and a success takes down the stale error', async () => {
      await page.goto('/settings');
      await page.getByRole('button', { name: t('account:signOut.action') }).click();
      await expect(page).toHaveURL(/\/auth/);
      await page.getByLabel(t('auth:fields.email')).fill(parent.email);
      await page.getByLabel(t('auth:fields.password')).fill('not-the-password');
      await page.getByRole('button', { name: t('auth:actions.login') }).click();
      const error = page.getByText(t('auth:errors.invalidCredentials'), { exact: true }).last();
      await expect(error).toBeVisible();
      const title = await box(page.getByRole('heading', { level: 1 }));
      const height = page.viewportSize()?.height ?? 0;
      // Once it has slid in: below the title, inside the screen.
      await expect
        .poll(async () => {
          const toast = await box(page.locator('[data-sonner-toast]').first());
          return toast.y > title.y + title.height && toast.y + toast.height <= height;
        })
        .toBe(true);

      await page.getByLabel(t('auth:fields.password')).fill(parent.password);
      await page.getByRole('button', { name: t('auth:actions.login') }).click();
      await expect(page.getByText(t('auth:toasts.signedInTitle'))).toBeVisible();
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: t('auth:errors.invalidCredentials') }),
      ).toHaveCount(0);
      // Above the bottom navigation on the home screen.
      const nav = await box(page.getByRole('navigation', { name: t('nav.label') }));
      await expect
        .poll(async () => {
          const welcome = await box(page.locator('[data-sonner-toast]').first());
          return welcome.y + welcome.height <= nav.y;
        })
        .toBe(true);
    });
  });
}
