import type { Child } from '@/contract/child';
import type { ProgressRecord } from '@/contract/progress';
import type { Story, StoryAudioStatus } from '@/contract/story';

// What the story detail needs from the rest of the app; the page passes the app's stories and progress
// calls and the kid profiles (features do not import each other).

/** S§4 audio regeneration job (POST /stories/{id}/generate-audio). */
export interface RegenerationJob {
  status: 'queued' | 'processing' | 'completed' | 'failed';
  progress: number;
}

export interface StoryDetailApi {
  getStory: (storyId: string) => Promise<Story>;
  getAudioStatus: (storyId: string) => Promise<StoryAudioStatus>;
  regenerateStoryAudio: (storyId: string) => Promise<RegenerationJob>;
  deleteStory: (storyId: string) => Promise<void>;
  /** Every kid profile's records for the story, all pages. */
  listStoryProgress: (userId: string, storyId: string) => Promise<ProgressRecord[]>;
}

/** The parent's kid profiles and the listener (P§4: the active profile). */
export interface ListenerProfiles {
  profiles: Child[] | undefined;
  activeProfile: Child | null;
  /** Makes `id` the active kid profile (it then listens, and its progress shows). */
  selectProfile: (id: string) => void;
}
