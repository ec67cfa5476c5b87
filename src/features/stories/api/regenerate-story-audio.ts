import type { AudioJob } from '@/contract/story';
import { api } from '@/lib/api/api-client';
import { storyPath } from './story-path';

/** POST /stories/{id}/generate-audio: a background job narrating every chapter again. */
export function regenerateStoryAudio(id: string): Promise<AudioJob> {
  return api.post<AudioJob>(`${storyPath(id)}/generate-audio`);
}
