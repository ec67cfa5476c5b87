import { expect, test, type Page } from '@playwright/test';
import { newParent, signUp } from './support/accounts';
import { openDevice } from './support/device';
import { openAsParent } from './support/parent-gate';
import { textsFor } from './support/texts';

// Help, the terms and the privacy policy (S§2, S§5, issue 13), as a parent meets them. The server runs
// with SUPPORT_EMAIL=help@fablecast.example (playwright.config.ts).

const SUPPORT_EMAIL = 'help@fablecast.example';
const t = textsFor('en');

async function openContact(page: Page): Promise<void> {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  // A real tablist: the arrow keys move between the tabs, and the chosen one is announced.
  const faq = page.getByRole('tab', { name: 'FAQ' });
  await expect(faq).toHaveAttribute('aria-selected', 'true');
  await faq.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Guides' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/help\?tab=contact$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Contact support' })).toBeVisible();
  await expect(page.getByText('our support team will respond within 24 hours')).toBeVisible();
}

const toast = (page: Page, title: string, description: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description });

test.describe('Help', () => {
  test('the contact form refuses each invalid field with the spec’s message', async ({ page }) => {
    await openContact(page);
    const email = page.getByLabel('Your email');
    const subject = page.getByLabel('Subject');
    const message = page.getByLabel('Message');
    const send = page.getByRole('button', { name: 'Send message' });

    await send.click();
    await expect(toast(page, 'Missing information', 'Please fill in all fields')).toBeVisible();
    for (const field of [email, subject, message]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/Please fill in this field/);
    }
    await expect(email).toBeFocused();

    await email.fill('ana@');
    await subject.fill('The audio stops');
    await message.fill('Chapter 3 stops halfway.');
    await send.click();
    await expect(toast(page, 'Invalid email', 'Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(subject).not.toHaveAttribute('aria-invalid');

    await email.fill('ana@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid'); // Corrected, the message goes as it is typed.
    await subject.fill('Help');
    await send.click();
    await expect(
      toast(page, 'Invalid subject', 'Subject must be between 5 and 100 characters'),
    ).toBeVisible();
    await expect(subject).toHaveAccessibleDescription(/Subject must be between 5 and 100 characters/);
    await expect(subject).toBeFocused();

    await subject.fill('The audio stops');
    await message.fill('It stops.');
    await send.click();
    await expect(
      toast(page, 'Invalid message', 'Message must be between 10 and 1000 characters'),
    ).toBeVisible();
    await expect(message).toHaveAccessibleDescription(/Message must be between 10 and 1000 characters/);

    await message.fill('x'.repeat(1001));
    await send.click();
    await expect(message).toHaveAccessibleDescription(/Message must be between 10 and 1000 characters/);
    await expect(page.getByRole('status').filter({ hasText: 'Your email app should open now' })).toHaveCount(
      0,
    );
  });

  test('a valid form opens the email app addressed to support, with the subject and the message', async ({
    page,
  }) => {
    const launched: string[] = [];
    // Headless Chromium has no email app: it reports the mailto: it was asked to open.
    page.on('console', (entry) => {
      const found = /mailto:[^'"\s]+/.exec(entry.text());
      if (found) launched.push(found[0]);
    });
    await openContact(page);
    await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );

    await page.getByLabel('Your email').fill(' ana@example.com ');
    await page.getByLabel('Subject').fill('Audio stops & starts');
    await page.getByLabel('Message').fill('Chapter 3 stops halfway.\nThen it plays again.');
    await page.getByRole('button', { name: 'Send message' }).click();

    const expected =
      `mailto:${SUPPORT_EMAIL}?subject=Audio%20stops%20%26%20starts` +
      '&body=Chapter%203%20stops%20halfway.%0D%0AThen%20it%20plays%20again.%0D%0A%0D%0APlease%20reply%20to%3A%20ana%40example.com';
    await expect(page.getByText('Your email app should open now')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open it again' })).toHaveAttribute('href', expected);
    await expect.poll(() => launched).toContain(expected);
    // Nothing is sent from the page, and what was typed stays in case no email app opened.
    await expect(page).toHaveURL(/\/help\?tab=contact$/);
    await expect(page.getByLabel('Subject')).toHaveValue('Audio stops & starts');
  });

  test('with no support address set, it says so and offers no form', async ({ page }) => {
    await page.route('**/api/v1/support', (route) => route.fulfill({ json: { data: { email: null } } }));
    await page.goto('/help?tab=contact');
    await expect(page.getByText('No support address yet')).toBeVisible();
    await expect(page.getByText(/has not set a support address/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
    await expect(page.getByLabel('Subject')).toHaveCount(0);
  });

  test('the FAQ opens an answer, and the guides lead to the app', async ({ page }) => {
    await page.goto('/help');
    const question = page.getByRole('button', { name: 'How long does a story take?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = page.getByText(t('help:faq.items.howLong.answer.0'));
    await expect(answer).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(8);

    await page.getByRole('tab', { name: 'Guides' }).click();
    for (const title of [
      'Your first story',
      'Listening offline in the car',
      'Setting up for your children',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Create a story' }).click();
    // A guest is asked to sign in first, and comes back to the form (…?redirect=%2Fcreate-story).
    await expect(page).toHaveURL(/create-story$/);
  });
});

test.describe('Terms and privacy', () => {
  test('the consent screen’s privacy link opens the privacy policy, and Back returns to it', async ({
    page,
  }) => {
    await signUp(page, newParent());
    await openAsParent(page, '/consent-management');
    await page.getByRole('link', { name: t('consent:privacyLink') }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What Fablecast keeps' })).toBeVisible();
    await expect(page.getByText('Last updated: November 26, 2026')).toBeVisible();
    await expect(page.getByText(`You can write to them at ${SUPPORT_EMAIL}.`)).toBeVisible();

    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy & Consent' })).toBeVisible();
  });

  test('the table of contents leads to each section', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await contents.getByRole('link', { name: 'Plans and payments' }).click();
    await expect(page).toHaveURL(/\/terms#terms-plans$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Plans and payments' })).toBeInViewport();
  });

  test('in Spanish, both documents are in Spanish', async ({ browser }, testInfo) => {
    const page = await openDevice(browser, testInfo, 'es');
    const es = textsFor('es');
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sobre estos términos' })).toBeVisible();
    await expect(page.getByText('Última actualización: 26 de noviembre de 2026')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: es('legal:notice.title') })).toBeVisible();

    await page.getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'La privacidad de los peques' })).toBeVisible();
    await expect(page.getByText(/artículo 8 del Reglamento General de Protección de Datos/)).toBeVisible();
    await page.context().close();
  });
});
