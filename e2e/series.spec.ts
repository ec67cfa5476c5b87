import { expect, test } from '@playwright/test';
import { newParent, signUp } from './support/accounts';
import { passParentGate } from './support/parent-gate';
import { text as uiText } from './support/texts';
import { bearerOf, narratedStory, publishedStory } from './support/stories';

// Series (issue 15): on a finished story a parent asks for "Another adventure with {hero} and
// {companion}"; the next story is written with the same companion, remembers last time, and the two
// story pages link each other.

test('the next adventure names last night’s companion, and the two stories link each other', async ({
  page,
}) => {
  test.setTimeout(720_000); // Two real stories are written and narrated: minutes on a busy machine.
  const parent = newParent();
  await signUp(page, parent, { name: 'Mateo', age: 5 });
  const first = await narratedStory(page, parent.email, parent.password, {
    title: 'The Lantern and the Owl',
    description: 'An owl helps a lantern find its way home.',
  });

  await page.goto(`/story/${first.id}`);
  const another = page.getByRole('button', { name: /^Another adventure with Mateo and / });
  await expect(another).toBeVisible();
  const companion = ((await another.textContent()) ?? '').replace(/^Another adventure with Mateo and /, '');
  expect(companion.length).toBeGreaterThan(1);
  await another.click();
  // Making a story is a grown-up's action: the gate asks first when the app is in child mode.
  if (await page.getByRole('heading', { level: 1, name: uiText('en', 'pages.parentGate') }).isVisible())
    await passParentGate(page);
  await expect(page).toHaveURL(/\/(story-)?generating\//);
  const nextId = page.url().split('/').pop() ?? '';

  const headers = await bearerOf(page, parent.email, parent.password);
  const second = await publishedStory(page, headers, nextId);
  await page.goto(`/story/${second.id}`);
  const series = page.getByRole('region', { name: 'Part 2 of a series' });
  await expect(series).toBeVisible();
  await expect(series.getByRole('link', { name: new RegExp(first.title) })).toBeVisible();

  // What a child hears first: last night's companion, and what they did last time.
  await page.getByRole('button', { name: 'Start Story' }).click();
  await expect(page).toHaveURL(/\/player$/);
  const text = page.getByRole('region', { name: "The chapter's text" });
  await expect(text).toContainText(companion);
  await expect(text).toContainText(/last time|set out to/);

  // And the first story now leads to the second.
  await page.goto(`/story/${first.id}`);
  const before = page.getByRole('region', { name: 'Part 1 of a series' });
  await expect(before.getByRole('link', { name: new RegExp(second.title) })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Another adventure with/ })).toHaveCount(0);
});
