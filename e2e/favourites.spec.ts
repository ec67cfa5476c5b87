import { expect, test, type Page } from '@playwright/test';
import { box, openDevice } from './support/device';
import { grownUpsFamily, type Family } from './support/families';
import { logInAs } from './support/family-login';
import { waitForServiceWorkerControl } from './support/service-worker';
import { textsFor, type Language } from './support/texts';

// A kid's favourites (issue 15): the story page's Favorite marks the story for the kid, home shows a
// shelf of them, the library filters them; and a favourite marked on a tablet with no network reaches
// the family's other device once the tablet is back online. In English and Spanish, on the tablet and
// the phone. Stories are seeded (e2e/support/families.ts).

const SHOTS = process.env.FAVOURITES_SHOTS_DIR;

/** In the page: how many writes the sync queue still holds (-1 before it has started). */
function queuedWrites(): Promise<number> {
  const outbox = (window as unknown as { __fablecastOutbox?: { pending: () => Promise<number> } })
    .__fablecastOutbox;
  return outbox ? outbox.pending() : Promise.resolve(-1);
}

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  const t = textsFor(language);

  test.describe(`a kid's favourites (${language})`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    let family: Family;

    test.beforeAll(async ({ browser }, testInfo) => {
      page = await openDevice(browser, testInfo, language);
      family = grownUpsFamily(language, testInfo.project.name, 'favourites');
      await logInAs(page, family, language);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    const kid = () => family.kid.name;
    const shelf = (on: Page) =>
      on.getByRole('region', { name: t('home:favourites.heading', { name: kid() }) });
    const heart = (on: Page) => on.getByRole('button', { name: t('story:actions.favorite'), exact: true });

    /** Around the app by the bottom navigation, as a person does (no reload). */
    const goTo = (on: Page, tab: 'nav.home' | 'nav.library') =>
      on
        .getByRole('navigation', { name: t('nav.label') })
        .getByRole('link', { name: t(tab) })
        .click();

    async function openStory(on: Page, title: string) {
      await on.goto('/library');
      await on.getByRole('link', { name: new RegExp(title) }).click();
      await expect(on.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }

    test('a story marked a favourite is on the home shelf and under the library’s filter', async () => {
      const testInfo = test.info();
      const [marked, other] = [family.stories[0]!.title, family.stories[1]!.title];
      await page.goto('/');
      await expect(
        page.getByRole('heading', { name: t('home:welcome.greeting', { name: kid() }) }),
      ).toBeVisible();
      // No favourites yet: no shelf.
      await expect(shelf(page)).toHaveCount(0);

      await openStory(page, marked);
      await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
      await heart(page).click();
      await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(t('story:favourite.added', { name: kid() }))).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/story-${language}-${testInfo.project.name}.png` });

      // Home: the shelf, under the greeting and above the tiles, with the story on it.
      await goTo(page, 'nav.home');
      await expect(shelf(page)).toBeVisible();
      await expect(shelf(page).getByRole('link')).toHaveText([marked]);
      const tiles = page.getByRole('region', { name: t('home:tilesLabel') });
      const greeting = page.getByRole('heading', { name: t('home:welcome.greeting', { name: kid() }) });
      expect((await box(greeting)).y).toBeLessThan((await box(shelf(page))).y);
      expect((await box(shelf(page))).y + (await box(shelf(page))).height).toBeLessThanOrEqual(
        (await box(tiles)).y,
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-${language}-${testInfo.project.name}.png` });

      // The library: the Favorites filter shows only the kid's favourite.
      await goTo(page, 'nav.library');
      const list = page.getByRole('list', { name: t('library:listLabel') });
      await expect(list.getByRole('heading', { name: other })).toBeVisible();
      const filter = page.getByRole('button', { name: new RegExp(t('library:filter.favourites')) });
      await expect(filter).toContainText('1');
      await filter.click();
      await expect(filter).toHaveAttribute('aria-pressed', 'true');
      await expect(list.getByRole('heading')).toHaveText([marked]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-${language}-${testInfo.project.name}.png` });

      // Unmarked: off the shelf, which goes when it is empty.
      await openStory(page, marked);
      await heart(page).click();
      await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
      await goTo(page, 'nav.home');
      await expect(
        page.getByRole('heading', { name: t('home:welcome.greeting', { name: kid() }) }),
      ).toBeVisible();
      await expect(shelf(page)).toHaveCount(0);
    });

    test('a favourite marked offline reaches the family’s other device once back online', async ({
      browser,
    }, testInfo) => {
      const title = family.stories[1]!.title;
      // The last test's changes have reached the server.
      await expect.poll(() => page.evaluate(queuedWrites), { timeout: 20_000 }).toBe(0);
      const other = await openDevice(browser, testInfo, language);
      await logInAs(other, family, language);

      // This tablet, with no network: the heart is kept here and shows at once, even after a reload.
      await openStory(page, title);
      await waitForServiceWorkerControl(page);
      await page.context().setOffline(true);
      await heart(page).click();
      await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => page.evaluate(queuedWrites)).toBe(1);
      await page.reload();
      await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
      await goTo(page, 'nav.home');
      await expect(shelf(page).getByRole('link')).toHaveText([title]);

      // The other device cannot know yet.
      await other.reload();
      await expect(
        other.getByRole('heading', { name: t('home:welcome.greeting', { name: kid() }) }),
      ).toBeVisible();
      await expect(shelf(other)).toHaveCount(0);

      // Back online: the queue sends it; the other device, reloaded, shows it on its shelf.
      await page.context().setOffline(false);
      await expect.poll(() => page.evaluate(queuedWrites), { timeout: 20_000 }).toBe(0);
      await other.reload();
      await expect(shelf(other).getByRole('link')).toHaveText([title]);
      await other.context().close();
    });
  });
}
