import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StoryAudioStatus } from '@/contract/story';
import { getAudioStatus } from '@/features/stories/api/get-audio-status';
import { AUDIO_POLL, startPolling } from '@/features/stories/poll';
import { storyKeys } from '@/features/stories/story-keys';

/**
 * A story being generated, followed live (S§4, S§9: its audio status every 3 s, 120 times at most).
 * Once every chapter is narrated or one failed, the lists are read again: the story moves to
 * Published (a moment after its last chapter) or to Archived, and this item goes away.
 */
export function useGenerationProgress(storyId: string): StoryAudioStatus | null {
  const queryClient = useQueryClient();
  const [audio, setAudio] = useState<StoryAudioStatus | null>(null);
  useEffect(
    () =>
      startPolling({
        run: () => getAudioStatus(storyId),
        onResult: (status) => {
          setAudio(status);
          if (status.status === 'completed' || status.status === 'failed') {
            void queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
          }
          // Narrated but not yet published: asking on lets the list catch the publication.
          return status.status === 'failed';
        },
        onTimeout: () => {},
        ...AUDIO_POLL,
      }),
    [queryClient, storyId],
  );
  return audio;
}
