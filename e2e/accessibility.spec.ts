import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newParent, signUp } from './support/accounts';
import { openDevice } from './support/device';
import { grownUpsFamily } from './support/families';
import { logInAs } from './support/family-login';
import { textsFor } from './support/texts';
import { openAsParent } from './support/parent-gate';

// axe (WCAG 2.x A and AA rules) finds nothing on the main screens, in English and Spanish, on the
// tablet and the phone (both projects run this file).

async function expectNoViolations(page: Page, screen: string): Promise<void> {
  // Wait for the page's own content and for fonts, so axe measures contrast on what a person sees.
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found, `${screen}`).toEqual([]);
}

for (const language of ['en', 'es'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;

    test.beforeAll(async ({ browser }, testInfo) => {
      page = await openDevice(browser, testInfo, language); // axe needs a page of a context of our own.
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    test('a guest: home and sign-in', async () => {
      await page.goto('/');
      await expectNoViolations(page, 'home (guest)');
      await page.goto('/auth?mode=signup');
      await expectNoViolations(page, 'sign-up');
    });

    test('help (its three tabs, an answer open, the form with its errors), terms and privacy', async () => {
      test.setTimeout(120_000); // axe takes a few seconds a screen.
      const t = textsFor(language);
      await page.goto('/help');
      await expectNoViolations(page, 'help: FAQ');
      await page.getByRole('button', { name: t('help:faq.items.howMade.question') }).click();
      await expectNoViolations(page, 'help: an answer open');
      await page.getByRole('tab', { name: t('help:tabs.guides') }).click();
      await expectNoViolations(page, 'help: guides');
      await page.getByRole('tab', { name: t('help:tabs.contact') }).click();
      await page.getByRole('button', { name: t('help:contact.send') }).click();
      await expect(page.getByText(t('help:contact.fieldMissing')).first()).toBeVisible();
      // The toast's contrast is measured once it has finished sliding in, not half-faded.
      await page
        .locator('[data-sonner-toast]')
        .evaluate((toast) => Promise.all(toast.getAnimations({ subtree: true }).map((a) => a.finished)));
      await expectNoViolations(page, 'help: contact form with its errors');
      await page.goto('/terms');
      await expectNoViolations(page, 'terms');
      await page.goto('/privacy');
      await expectNoViolations(page, 'privacy');
    });

    test('a family with stories: library, search, categories, my stories, progress, a story, the player', async ({
      browser,
    }, testInfo) => {
      test.setTimeout(150_000);
      const family = grownUpsFamily(language, testInfo.project.name, 'a11y');
      const t = textsFor(language);
      // A device of this family's own (the file's page belongs to the parent who signs up).
      const page = await openDevice(browser, testInfo, language);
      await logInAs(page, family, language);
      await expectNoViolations(page, 'home (a family with stories)');
      for (const [path, screen] of [
        ['/library', 'library'],
        ['/search?q=' + encodeURIComponent(family.stories[0]!.title.split(' ')[1]!), 'search results'],
        ['/categories', 'categories'],
        ['/categories/adventure', 'a category'],
        ['/my-stories', 'my stories'],
        ['/progress', 'progress'],
      ] as const) {
        await page.goto(path);
        await expectNoViolations(page, screen);
      }
      await page.goto('/library');
      await page.getByRole('link', { name: new RegExp(family.stories[0]!.title) }).click();
      await expectNoViolations(page, 'story page');
      await page.getByRole('button', { name: t('story:play.start') }).click();
      await expect(page).toHaveURL(/\/player$/);
      await expectNoViolations(page, 'player');
      await page.getByRole('button', { name: t('player:controls.pause'), exact: true }).click();
      await page.getByRole('link', { name: t('actions.back') }).click();
      await page
        .getByRole('navigation', { name: t('nav.label') })
        .getByRole('link', { name: t('nav.home') })
        .click();
      await expect(page.getByRole('region', { name: t('player:mini.label') })).toBeVisible();
      await expectNoViolations(page, 'home with the mini-player');
      await page.context().close();
    });

    test('a parent: onboarding, home, create, the gate, settings, consent, a kid profile', async () => {
      test.setTimeout(120_000); // axe takes a few seconds a screen.
      await signUp(page, newParent(), undefined, language);
      await expectNoViolations(page, 'home (no profile yet)');
      await page.goto('/onboarding');
      await expectNoViolations(page, 'onboarding');
      await page.goto('/onboarding/create-profile');
      await expectNoViolations(page, 'onboarding profile form');
      await page.goto('/create-story');
      await expectNoViolations(page, 'create story (no profile)');
      await page.goto('/parent-gate?redirect=%2Fsettings');
      await expectNoViolations(page, 'parent gate');
      await openAsParent(page, '/settings', language);
      await expectNoViolations(page, 'settings');
      await page.goto('/consent-management');
      await expectNoViolations(page, 'consent');
      await page.goto('/child-profile/new');
      await expectNoViolations(page, 'kid profile form');
    });

    test("a parent's account and plans: the profile and password dialogs, the plans, thank-you", async () => {
      test.setTimeout(120_000);
      const t = textsFor(language);
      await openAsParent(page, '/settings', language);
      for (const [opens, screen] of [
        ['account:edit.open', 'edit profile dialog'],
        ['account:password.open', 'change password dialog'],
      ] as const) {
        await page.getByRole('button', { name: t(opens) }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoViolations(page, screen);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      await page.goto('/subscription');
      await expect(page.getByText(t('subscription:demo'))).toBeVisible();
      await expectNoViolations(page, 'plans');
      await page.goto('/thank-you');
      await expectNoViolations(page, 'thank you');
    });
  });
}
