import { api } from '@/lib/api/api-client';
import { storyPath } from './story-path';

/** DELETE /stories/{id}: the story, its chapters, audio and progress. */
export function deleteStory(id: string): Promise<void> {
  return api.delete(storyPath(id));
}
