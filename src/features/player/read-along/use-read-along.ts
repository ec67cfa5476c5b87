import { useQuery } from '@tanstack/react-query';
import { loadReadAlong } from './load-read-along';

export const readAlongKey = (storyId: string, chapterId: string) =>
  ['read-along', storyId, chapterId] as const;

/** The chapter's text and word timings for the Read tab, kept or from the server (load-read-along.ts). */
export function useReadAlong(storyId: string, chapterId: string) {
  return useQuery({
    queryKey: readAlongKey(storyId, chapterId),
    queryFn: () => loadReadAlong(storyId, chapterId),
    // Offline the query still runs: the device may hold the text.
    networkMode: 'offlineFirst',
  });
}
