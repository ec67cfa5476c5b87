import type { Story } from '@/contract/story';
import { api } from '@/lib/api/api-client';
import { storyPath } from './story-path';

/**
 * POST /stories/{id}/sequel: the next story of a finished one's series, with the same cast and place (the
 * answer has status 'generating'); 409 GENERATION_IN_PROGRESS while another one is being made, 409
 * SERIES_HAS_NEXT when the story already has its next one.
 */
export function sequelStory(id: string): Promise<Story> {
  return api.post<Story>(`${storyPath(id)}/sequel`);
}
