import { useQuery } from '@tanstack/react-query';
import type { Story } from '@/contract/story';
import { useSession } from '@/features/auth/hooks/use-session';
import {
  NO_ACTIVITY,
  summariseActivity,
  storiesToLoad,
  type ChildActivity,
} from '@/features/progress/child-activity';
import { collectPages, listUserProgressPage } from '@/features/progress/api/progress-api';
import { getStory } from '@/features/stories/api/stories-api';

export {
  RECENT_ACTIVITY_LIMIT,
  type ChildActivity,
  type RecentStory,
} from '@/features/progress/child-activity';

// The detail page's listening numbers (P§2): every progress page of the child, then the stories they
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

export function useChildActivity(childId: string): ChildActivity {
  const { user } = useSession();
  const userId = user?.id;
  const query = useQuery({
    queryKey: ['progress', userId ?? '', 'child', childId, 'activity'],
    queryFn: async () => {
      try {
        return await loadActivity(userId ?? '', childId);
      } catch (error) {
        console.warn('Progress: the listening history could not be loaded.', error);
        return NO_ACTIVITY;
      }
    },
    enabled: userId !== undefined,
  });
  return query.data ?? NO_ACTIVITY;
}
