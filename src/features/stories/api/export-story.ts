import { api } from '@/lib/api/api-client';
import { storyPath } from './story-path';

/** GET /stories/{id}/export: the story's text and every narrated chapter, as one zip file. */
export function exportStory(id: string): Promise<Blob> {
  return api.blob(`${storyPath(id)}/export`);
}
