import { expect, type Page } from '@playwright/test';
import type { Story } from '../../src/contract/story';

// Stories made on the real server (built-in writer, espeak narrator) as the create form asks for them.

/** The parent's bearer header, from a fresh sign-in. */
export async function bearerOf(page: Page, email: string, password: string): Promise<Record<string, string>> {
  const login = await page.request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { tokens } = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data;
  return { authorization: `Bearer ${tokens.accessToken}` };
}

/** Waits until the story is published (written and narrated): minutes on a busy machine. */
export async function publishedStory(
  page: Page,
  headers: Record<string, string>,
  id: string,
): Promise<Story> {
  let story: Story | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/v1/stories/${id}`, { headers });
        story = ((await response.json()) as { data: Story }).data;
        return story.status;
      },
      { timeout: 300_000, intervals: [1_000] },
    )
    .toBe('published');
  return story!;
}

/** A three-chapter story, asked for through the API as the create form does, once it is published. */
export async function narratedStory(
  page: Page,
  email: string,
  password: string,
  words: { title: string; description: string },
): Promise<Story> {
  const headers = await bearerOf(page, email, password);
  const created = await page.request.post('/api/v1/stories', {
    headers,
    data: {
      ...words,
      theme: 'adventure',
      ageGroup: '4-8',
      targetDuration: 15,
      chapterCount: 3,
      voiceType: 'WARM_FEMALE',
      language: 'en',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: Story }).data;
  return publishedStory(page, headers, id);
}
