import { useQuery } from '@tanstack/react-query';
import type { Story } from '@/contract/story';
import { getStory } from '@/features/stories/api/get-story';
import { collectPages } from '@/lib/api/collect-pages';
import { listUserProgressPage } from '@/lib/api/progress-api';
import { NO_ACTIVITY, storiesToLoad, summariseActivity, type ChildActivity } from './child-activity';

// A kid profile's listening numbers (P§2): every progress page of the child, then the stories they
// belong to (S§7 "Story detail fetches each progress record's story"). A failure only leaves zeros:
// progress load failures are logged, not shown (S§8).

/** Stories looked up at most; the rest count in the minutes only. */
const STORY_LOOKUP_LIMIT = 50;

async function loadActivity(userId: string, childId: string): Promise<ChildActivity> {
  const records = await collectPages((cursor) => listUserProgressPage(userId, { childId }, cursor));
  const facts = new Map<string, Story>();
  await Promise.all(
    storiesToLoad(records)
      .slice(0, STORY_LOOKUP_LIMIT)
      .map(async (storyId) => {
        try {
          facts.set(storyId, await getStory(storyId));
        } catch {
          // Deleted since: left out.
        }
      }),
  );
  return summariseActivity(records, facts);
}

export function useChildActivity(userId: string, childId: string): ChildActivity {
  const query = useQuery({
    queryKey: ['progress', userId, 'child', childId, 'activity'],
    // Read afresh each time the profile shows: the player saved listening time since (a minute of
    // listening must not show as "0 Minutes" from a copy kept for five minutes).
    staleTime: 0,
    refetchOnMount: 'always',
    queryFn: async () => {
      try {
        return await loadActivity(userId, childId);
      } catch (error) {
        console.warn('Progress: the listening history could not be loaded.', error);
        return NO_ACTIVITY;
      }
    },
  });
  return query.data ?? NO_ACTIVITY;
}
