import type { APIRequestContext } from '@playwright/test';
import type { ChapterAudio, Story } from '../../src/contract/story';
import type { ProgressUpsertBody, ProgressRecord } from '../../src/contract/progress';
import { familyAddress } from './device';
import { FAMILY_PASSWORD, type Family } from './families';

// A seeded family's account as another device of theirs sees it through the API (/api/v1): the
// stories with their chapters' ids, what the server publishes about a chapter's file, and the kid's
// progress. Every call comes from the family's own address (sign-ins are limited per address).

export interface FamilyAccount {
  userId: string;
  childId: string;
  token: string;
  /** The family's stories as the server has them, by title. */
  story: (title: string) => Story;
  /** GET /chapters/{id}/audio: the signed URL, byte count and SHA-256 of a chapter's file. */
  chapterAudio: (chapterId: string) => Promise<ChapterAudio>;
  /** The kid's saved place in a chapter, as the server has it (null when never saved). */
  progress: (storyId: string, chapterId: string) => Promise<ProgressRecord | null>;
  /** POST /progress, as another device of the family saves it. */
  saveProgress: (body: Omit<ProgressUpsertBody, 'userId' | 'childId'>) => Promise<void>;
}

export async function familyAccount(request: APIRequestContext, family: Family): Promise<FamilyAccount> {
  const headers = { 'X-Forwarded-For': familyAddress() };
  const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const login = await data<{ tokens: { accessToken: string }; user: { id: string } }>(
    await request.post('/api/v1/auth/login', {
      headers,
      data: { email: family.email, password: FAMILY_PASSWORD },
    }),
  );
  const token = login.tokens.accessToken;
  const userId = login.user.id;
  const auth = { ...headers, authorization: `Bearer ${token}` };
  const get = async <T>(path: string) => data<T>(await request.get(`/api/v1${path}`, { headers: auth }));

  const {
    items: [child],
  } = await get<{ items: { id: string }[] }>(`/children/parent/${userId}`);
  if (!child) throw new Error(`${family.email} has no kid profile`);
  const { items } = await get<{ items: Story[] }>('/stories?limit=50');
  const stories = await Promise.all(items.map((item) => get<Story>(`/stories/${item.id}`)));

  return {
    userId,
    childId: child.id,
    token,
    story: (title) => {
      const found = stories.find((story) => story.title === title);
      if (!found) throw new Error(`${family.email} has no story "${title}"`);
      return found;
    },
    chapterAudio: (chapterId) => get<ChapterAudio>(`/chapters/${chapterId}/audio`),
    progress: async (storyId, chapterId) => {
      const { items: records } = await get<{ items: ProgressRecord[] }>(
        `/progress/user/${userId}/story/${storyId}`,
      );
      return records.find((record) => record.chapterId === chapterId && record.childId === child.id) ?? null;
    },
    saveProgress: async (body) => {
      await data(
        await request.post('/api/v1/progress', {
          headers: auth,
          data: { userId, childId: child.id, ...body },
        }),
      );
    },
  };
}
