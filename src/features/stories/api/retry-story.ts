import type { Story } from '@/contract/story';
import { api } from '@/lib/api/api-client';
import { storyPath } from './story-path';

/**
 * POST /stories/{id}/retry: a story whose generation failed or was cancelled is generated again (the
 * answer has status 'generating'); 409 GENERATION_IN_PROGRESS while another one is being generated.
 */
export function retryStory(id: string): Promise<Story> {
  return api.post<Story>(`${storyPath(id)}/retry`);
}
