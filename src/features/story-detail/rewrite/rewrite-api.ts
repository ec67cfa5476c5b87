import type { ChapterRewrite, RewriteInstruction } from '@/contract/chapter-rewrite';
import { storyPath } from '@/features/stories/api/story-path';
import { storyKeys } from '@/features/stories/story-keys';
import { api } from '@/lib/api/api-client';

/** Under the story's key: refreshing the story refreshes its rewrite too. */
export const rewriteKey = (storyId: string) => [...storyKeys.detail(storyId), 'rewrite'] as const;

/** POST /stories/{id}/chapters/{chapterId}/rewrite: queued; the chapter keeps playing as it is. */
export function requestRewrite(
  storyId: string,
  chapterId: string,
  instruction: RewriteInstruction,
): Promise<ChapterRewrite> {
  return api.post<ChapterRewrite>(`${storyPath(storyId)}/chapters/${encodeURIComponent(chapterId)}/rewrite`, {
    instruction,
  });
}

/** GET /stories/{id}/rewrite: the story's newest rewrite, or null. */
export function getLatestRewrite(storyId: string): Promise<ChapterRewrite | null> {
  return api.get<ChapterRewrite | null>(`${storyPath(storyId)}/rewrite`);
}
