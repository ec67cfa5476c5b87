import type { Story } from '@/contract/story';

// S§2 My Stories: the tabs, in the spec's order, each with the stories of one status.

export const TABS = ['published', 'drafts', 'generating', 'archived'] as const;
export type Tab = (typeof TABS)[number];

const statusOf: Readonly<Record<Tab, Story['status']>> = {
  published: 'published',
  drafts: 'draft',
  generating: 'generating',
  archived: 'archived',
};

/** Every story under its tab, in the order given (newest first). */
export function groupByTab<T extends Pick<Story, 'status'>>(stories: readonly T[]): Record<Tab, T[]> {
  const groups = { published: [], drafts: [], generating: [], archived: [] } as Record<Tab, T[]>;
  for (const tab of TABS) groups[tab] = stories.filter((story) => story.status === statusOf[tab]);
  return groups;
}
