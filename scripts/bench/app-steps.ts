/// <reference lib="dom" />
import type { Page } from '@playwright/test';

// Steps the browser benchmarks share: the API as a script calls it, signing in through the form, and
// timing a tap on a chapter's play button to the player's `playing` event.

/** A JSON call to the API (POST with a body, else GET); answers the `data` of the reply. */
export function apiAt(baseUrl: string) {
  return async <T>(path: string, token?: string, body?: object): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
}

/** Signs in through the form, as a parent does, and waits for the home. */
export async function logInThroughForm(
  page: Page,
  credentials: { email: string; password: string },
): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Opens the story page, taps Play on a chapter, and answers the milliseconds to `playing`. */
export async function tapChapterToPlaying(
  page: Page,
  storyId: string,
  chapterTitle: string,
): Promise<number> {
  await page.goto(`/story/${storyId}`);
  const play = page.getByRole('button', { name: `Play ${chapterTitle}` });
  await play.waitFor();
  // A string, not a function: the script runner would wrap named inner functions in a helper the
  // page does not have.
  await page.evaluate(`
    window.__benchPlaying = new Promise((resolve) => {
      let started = 0;
      const attach = () => {
        const audio = window.__fablecastAudio;
        if (!audio) return void requestAnimationFrame(attach);
        audio.addEventListener('playing', () => resolve(performance.now() - started), { once: true });
      };
      document.addEventListener('click', () => { started = performance.now(); attach(); }, { once: true, capture: true });
    });
    true;
  `);
  await play.click();
  const elapsed = await page.evaluate(
    () => (window as unknown as { __benchPlaying: Promise<number> }).__benchPlaying,
  );
  await page.evaluate(() =>
    (window as unknown as { __fablecastAudio?: HTMLAudioElement }).__fablecastAudio?.pause(),
  );
  return elapsed;
}
