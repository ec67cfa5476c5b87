import { expect, test, type Page } from '@playwright/test';
import type { ReadAlong } from '../src/contract/read-along';
import { newParent, signUp } from './support/accounts';
import { narratedStory } from './support/stories';

// Read-along (issue 15) against the real server, built-in writer and espeak narrator: in the player's
// Read tab the word being said lights up and moves on with the audio, and a tap on a later sentence
// takes the audio there.

const TITLE = 'The Lantern and the Owl';

/** The player's audio element (the engine exposes it for tests). */
const currentTime = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __fablecastAudio?: HTMLAudioElement }).__fablecastAudio?.currentTime ?? -1,
  );

/** The lit word: its text and place (paragraph, word) in the chapter. */
async function litWord(page: Page): Promise<{ text: string; place: [number, number] } | null> {
  const lit = page.locator('[data-spoken]');
  if ((await lit.count()) === 0) return null;
  const [text, id] = await Promise.all([lit.textContent(), lit.getAttribute('data-word')]);
  const [p = -1, w = -1] = (id ?? '').split(':').map(Number);
  return { text: text ?? '', place: [p, w] };
}

const isAfter = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

test('the Read tab lights the word being said as the story plays, and a tap on a sentence goes there', async ({
  page,
}) => {
  test.setTimeout(420_000); // A real story is written and narrated: minutes on a busy machine.
  const parent = newParent();
  await signUp(page, parent, { name: 'Mateo', age: 5 });
  const story = await narratedStory(page, parent.email, parent.password, {
    title: TITLE,
    description: 'An owl helps a lantern find its way home.',
  });

  await page.goto(`/story/${story.id}`);
  const readAlong = page.waitForResponse((response) => response.url().endsWith('/read-along'));
  await page.getByRole('button', { name: 'Start Story' }).click();
  await expect(page).toHaveURL(/\/player$/);
  const { data } = (await (await readAlong).json()) as { data: ReadAlong };
  expect(data.words?.length).toBeGreaterThan(20);

  const tabs = page.getByRole('tablist', { name: 'About this chapter' });
  await expect(tabs.getByRole('tab', { name: 'Read' })).toHaveAttribute('aria-selected', 'true');
  const text = page.getByRole('region', { name: "The chapter's text" });
  await expect(text).toContainText(data.paragraphs[0]!.split(' ').slice(0, 4).join(' '));

  // The title is said first; then the words light up one after another.
  await expect.poll(() => litWord(page), { timeout: 15_000 }).not.toBeNull();
  const first = (await litWord(page))!;
  await expect
    .poll(async () => {
      const now = await litWord(page);
      return now !== null && isAfter(now.place, first.place);
    })
    .toBe(true);
  const later = (await litWord(page))!;
  expect(later.text).not.toBe('');
  expect(`${later.place}`).not.toBe(`${first.place}`);

  // A tap on the first sentence of the last paragraph: the audio goes to its first word.
  const target = text.locator('p').last().locator('[data-seek-ms]').first();
  const seekMs = Number(await target.getAttribute('data-seek-ms'));
  expect(seekMs / 1000).toBeGreaterThan((await currentTime(page)) + 5);
  await target.tap();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(seekMs / 1000 - 0.1);
  expect(await currentTime(page)).toBeLessThan(seekMs / 1000 + 5);
  // And the light follows: a word of that sentence's paragraph or later.
  const lastParagraph = data.paragraphs.length - 1;
  await expect.poll(async () => (await litWord(page))?.place[0]).toBe(lastParagraph);
});
