import { PAGE_SIZE } from '@/contract/constants';
import type { ChapterProgress, ProgressPage, ProgressRecord } from '@/contract/progress';
import { api } from '@/lib/api/api-client';
import { collectPages } from './collect-pages';

// The progress calls (P§7, S§7). Writes from the player go through the sync queue (save-progress.ts);
// these are the reads, and the direct writes a screen makes.

export interface ProgressFilters {
  childId?: string;
  completed?: boolean;
}

function query(filters: ProgressFilters, cursor?: string): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  if (filters.childId) params.set('childId', filters.childId);
  if (filters.completed !== undefined) params.set('completed', String(filters.completed));
  return params.toString();
}

const userPath = (userId: string) => `/progress/user/${encodeURIComponent(userId)}`;

/** GET /progress/user/{userId}: one page, newest first. */
export function listUserProgressPage(userId: string, filters: ProgressFilters = {}, cursor?: string) {
  return api.get<ProgressPage>(`${userPath(userId)}?${query(filters, cursor)}`);
}

/** GET /progress/user/{userId}/story/{storyId}: one page. */
export function listStoryProgressPage(
  userId: string,
  storyId: string,
  filters: ProgressFilters = {},
  cursor?: string,
) {
  return api.get<ProgressPage>(
    `${userPath(userId)}/story/${encodeURIComponent(storyId)}?${query(filters, cursor)}`,
  );
}

/** All of a user's progress records for one story (every child unless filtered). */
export function listStoryProgress(userId: string, storyId: string, filters: ProgressFilters = {}) {
  return collectPages((cursor) => listStoryProgressPage(userId, storyId, filters, cursor));
}

/** GET …/chapter/{chapterId}?childId: the saved position (zeros when never listened). */
export function getChapterProgress(userId: string, storyId: string, chapterId: string, childId: string) {
  const params = new URLSearchParams({ childId });
  return api.get<ChapterProgress>(
    `${userPath(userId)}/story/${encodeURIComponent(storyId)}/chapter/${encodeURIComponent(chapterId)}?${params.toString()}`,
  );
}

/** PATCH /progress/{id}/complete. */
export function markProgressComplete(id: string): Promise<ProgressRecord> {
  return api.patch<ProgressRecord>(`/progress/${encodeURIComponent(id)}/complete`);
}

/** DELETE /progress/{id}. */
export function deleteProgress(id: string): Promise<void> {
  return api.delete(`/progress/${encodeURIComponent(id)}`);
}
