import { LISTENING_MILESTONES, MILESTONE_MEMORY_MAX, MILESTONE_MEMORY_TRIM_TO } from '@/contract/constants';

// Listening milestones (P§4, P§9): 25, 50, 75 and 100 % of a chapter, each reported once per story and
// chapter. The memory of what was reported is trimmed to the latest 500 entries when it reaches 1000.

export type Milestone = (typeof LISTENING_MILESTONES)[number];

export interface MilestoneTracker {
  /** The milestones newly passed at `percent` (a jump from 10 to 80 % passes 25, 50 and 75). */
  observe: (storyId: string, chapterId: string, percent: number) => Milestone[];
  readonly size: number;
}

export function createMilestoneTracker(
  max = MILESTONE_MEMORY_MAX,
  trimTo = MILESTONE_MEMORY_TRIM_TO,
): MilestoneTracker {
  // Insertion-ordered, so trimming keeps the most recent entries.
  let seen = new Set<string>();

  const remember = (key: string) => {
    seen.add(key);
    if (seen.size >= max) seen = new Set([...seen].slice(-trimTo));
  };

  return {
    observe(storyId, chapterId, percent) {
      if (!Number.isFinite(percent)) return [];
      const reached: Milestone[] = [];
      for (const milestone of LISTENING_MILESTONES) {
        const key = `${storyId}\u0000${chapterId}\u0000${milestone}`;
        if (percent >= milestone && !seen.has(key)) {
          reached.push(milestone);
          remember(key);
        }
      }
      return reached;
    },
    get size() {
      return seen.size;
    },
  };
}
