import type { Story } from '@/contract/story';
import { api } from '@/lib/api/api-client';
import { storyPath } from './story-path';

/** GET /stories/{id}: the story with its chapters. */
export function getStory(id: string): Promise<Story> {
  return api.get<Story>(storyPath(id));
}
