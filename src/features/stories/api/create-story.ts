import type { CreateStoryBody, Story } from '@/contract/story';
import { api } from '@/lib/api/api-client';

/** POST /stories: 201 with the story, status 'generating'; 409 while another one is generating. */
export function createStory(body: CreateStoryBody): Promise<Story> {
  return api.post<Story>('/stories', body);
}
