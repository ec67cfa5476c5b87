import type { Story } from '@/contract/story';
import { api } from '@/lib/api/api-client';
import { storyPath } from './story-path';

/** POST /stories/{id}/cancel: the story fails with 'Story generation cancelled by user'. */
export function cancelStoryGeneration(id: string): Promise<Story> {
  return api.post<Story>(`${storyPath(id)}/cancel`);
}
