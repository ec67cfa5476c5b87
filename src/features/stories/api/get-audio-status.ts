import type { StoryAudioStatus } from '@/contract/story';
import { api } from '@/lib/api/api-client';
import { storyPath } from './story-path';

/** GET /stories/{id}/audio-status (S§3 shape). */
export function getAudioStatus(id: string): Promise<StoryAudioStatus> {
  return api.get<StoryAudioStatus>(`${storyPath(id)}/audio-status`);
}
