import type { ProgressRecord } from '@/contract/progress';
import type { Story } from '@/contract/story';
import { getStory } from '@/features/stories/api/get-story';
import { collectPages } from '@/lib/api/collect-pages';
import { listUserProgressPage } from '@/lib/api/progress-api';
import { storiesToLoad } from './child-activity';

/** Stories looked up at most; the rest count in the minutes only. */
const STORY_LOOKUP_LIMIT = 50;

export interface ChildListening {
  records: ProgressRecord[];
  stories: Map<string, Story>;
}

/**
 * Everything a kid profile listened to: every progress page of the child, then the stories they belong
 * to (S§7 "Story detail fetches each progress record's story"). A story that cannot be read (deleted
 * since) is left out.
 */
export async function loadListening(userId: string, childId: string): Promise<ChildListening> {
  const records = await collectPages((cursor) => listUserProgressPage(userId, { childId }, cursor));
  const stories = new Map<string, Story>();
  await Promise.all(
    storiesToLoad(records)
      .slice(0, STORY_LOOKUP_LIMIT)
      .map(async (storyId) => {
        try {
          stories.set(storyId, await getStory(storyId));
        } catch {
          // Deleted since: left out.
        }
      }),
  );
  return { records, stories };
}
