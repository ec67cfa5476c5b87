import type { AudioJob, ChapterAudio, CreateStoryBody, Story, StoryAudioStatus } from '@/contract/story';
import { api } from '@/lib/api/api-client';

// The stories and chapters calls (S§7). Answers are typed from the contract, not parsed (api-client.ts).

export type { AudioJob, ChapterAudio };

export interface StoryPage {
  items: Story[];
  nextCursor: string | null;
}

export interface StoryListParams {
  cursor?: string;
  limit?: number;
  theme?: string;
  ageGroup?: string;
  authorId?: string;
  status?: Story['status'];
  search?: string;
  sortBy?: 'createdAt' | 'updatedAt' | 'title';
  sortOrder?: 'asc' | 'desc';
}

const path = (id: string) => `/stories/${encodeURIComponent(id)}`;

/** GET /stories: one page. */
export function listStories(params: StoryListParams = {}): Promise<StoryPage> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return api.get<StoryPage>(`/stories${search ? `?${search}` : ''}`);
}

/** GET /stories/{id}: the story with its chapters. */
export function getStory(id: string): Promise<Story> {
  return api.get<Story>(path(id));
}

/** POST /stories: 201 with the story, status 'generating'; 409 while another one is generating. */
export function createStory(body: CreateStoryBody): Promise<Story> {
  return api.post<Story>('/stories', body);
}

/** GET /stories/{id}/audio-status (S§3 shape). */
export function getAudioStatus(id: string): Promise<StoryAudioStatus> {
  return api.get<StoryAudioStatus>(`${path(id)}/audio-status`);
}

/** POST /stories/{id}/cancel: the story fails with 'Story generation cancelled by user'. */
export function cancelStoryGeneration(id: string): Promise<Story> {
  return api.post<Story>(`${path(id)}/cancel`);
}

/** POST /stories/{id}/generate-audio: a background job narrating every chapter again. */
export function regenerateStoryAudio(id: string): Promise<AudioJob> {
  return api.post<AudioJob>(`${path(id)}/generate-audio`);
}

/** DELETE /stories/{id}: the story, its chapters, audio and progress. */
export function deleteStory(id: string): Promise<void> {
  return api.delete(path(id));
}

/** GET /chapters/{id}/audio: a signed, expiring /media URL and the duration. */
export function getChapterAudio(chapterId: string): Promise<ChapterAudio> {
  return api.get<ChapterAudio>(`/chapters/${encodeURIComponent(chapterId)}/audio`);
}

/** GET /chapters/{id}/audio-url: a fresh URL after the old one expired (403). */
export function refreshChapterAudioUrl(chapterId: string): Promise<ChapterAudio> {
  return api.get<ChapterAudio>(`/chapters/${encodeURIComponent(chapterId)}/audio-url`);
}
