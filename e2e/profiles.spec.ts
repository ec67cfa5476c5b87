import { expect, test, type Page } from '@playwright/test';
import { newParent, signUp } from './support/accounts';
import { openAsParent } from './support/parent-gate';

// Kid profiles against the real server (P§2, P§4): one parent (sign-ups are rate-limited) creates,
// edits and deletes profiles, and home greets the active one across reloads. Changing a profile sits
// behind the parent gate, like Settings.

test.describe.configure({ mode: 'serial' });

let page: Page;
let parentId = '';
const ids: Record<string, string> = {};

const activeProfileId = () =>
  page.evaluate((key) => localStorage.getItem(key), `fablecast.active-profile.${parentId}`);

async function createProfile(name: string, age: string): Promise<string> {
  await openAsParent(page, '/child-profile/new');
  await page.getByLabel("Child's name").fill(name);
  await page.getByLabel('Age', { exact: true }).fill(age);
  await page.getByLabel('Interests').fill('dinosaurs, space');
  const created = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/children/parent/') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create Profile' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { data: { id: string } };
  // The interests are kept as written; autoplay next is on by default (S§9).
  expect(response.request().postDataJSON()).toEqual({
    name,
    age: Number(age),
    avatar: '🧒',
    interests: 'dinosaurs, space',
    preferences: {
      favoriteThemes: ['adventure', 'animals'],
      preferredDuration: 10,
      soundEffectsEnabled: true,
      autoplayNext: true,
    },
  });
  await expect(page.getByText('Profile created')).toBeVisible();
  // Then the new profile's page, which shows them as written.
  await expect(page.getByText('dinosaurs, space', { exact: true })).toBeVisible();
  return body.data.id;
}

async function deleteProfile(id: string): Promise<void> {
  await openAsParent(page, `/child-profile/${id}/edit`);
  await page.getByRole('button', { name: 'Delete Profile' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this profile?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Profile deleted')).toBeVisible();
}

async function expectGreeting(name: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: `Hi, ${name}!` })).toBeVisible();
}

test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, locale: 'en-US' });
});

test.afterAll(async () => {
  await page.close();
});

test('a new parent is asked to create a kid profile, and creates one that becomes active', async () => {
  await signUp(page, newParent());
  parentId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('cached_user') ?? '{}') as { id?: string }).id ?? '',
  );
  expect(parentId).not.toBe('');

  await openAsParent(page, '/child-profile/new');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Name required')).toBeVisible();

  ids['lucia'] = await createProfile('Lucia', '6');
  expect(await activeProfileId()).toBe(ids['lucia']);
});

test('edits the profile, and home greets the active profile by name', async () => {
  await openAsParent(page, `/child-profile/${ids['lucia']}/edit`);
  await expect(page.getByLabel('Interests')).toHaveValue('dinosaurs, space');
  await page.getByLabel("Child's name").fill('Lucía');
  await page.getByLabel('Age', { exact: true }).fill('7');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page.goto(`/child-profile/${ids['lucia']}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Lucía' })).toBeVisible();
  await expect(page.getByText('7 years old')).toBeVisible();

  await expectGreeting('Lucía');
});

test('the active profile survives a reload and a second profile', async () => {
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Hi, Lucía!' })).toBeVisible();

  ids['mateo'] = await createProfile('Mateo', '4');
  await expectGreeting('Lucía');
  expect(await activeProfileId()).toBe(ids['lucia']);
});

test('deleting the active profile moves to the first remaining one; deleting the last leaves none', async () => {
  await deleteProfile(ids['lucia'] ?? '');
  await expectGreeting('Mateo');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Hi, Mateo!' })).toBeVisible();

  await page.goto(`/child-profile/${ids['lucia']}`);
  await expect(page.getByRole('heading', { name: 'Child profile not found' })).toBeVisible();

  await deleteProfile(ids['mateo'] ?? '');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Create your child's profile" })).toBeVisible();
  expect(await activeProfileId()).toBeNull();
});
