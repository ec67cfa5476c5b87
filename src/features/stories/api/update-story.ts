import type { Story } from '@/contract/story';
import { api } from '@/lib/api/api-client';
import { storyPath } from './story-path';

/** What a parent may change on a story (S§7 PATCH /stories/{id}). */
export interface StoryChanges {
  title?: string;
  description?: string;
  /** 'archived' takes it out of the library and search; 'published' brings it back (409 if it failed). */
  status?: 'published' | 'draft' | 'archived';
}

/** PATCH /stories/{id}. */
export function updateStory(id: string, changes: StoryChanges): Promise<Story> {
  return api.patch<Story>(storyPath(id), changes);
}
