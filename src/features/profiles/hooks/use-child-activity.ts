// The detail page's listening numbers (P§2). Listening progress arrives with its own issue: this hook
// is the one place to wire it, and until then answers what a child with no history has — zeros.

export interface RecentStory {
  storyId: string;
  title: string;
  completed: boolean;
}

export interface ChildActivity {
  minutes: number;
  completed: number;
  stories: number;
  mostListenedTheme: string | null;
  /** At most 5, most recent first. */
  recent: RecentStory[];
}

const NO_ACTIVITY: ChildActivity = {
  minutes: 0,
  completed: 0,
  stories: 0,
  mostListenedTheme: null,
  recent: [],
};

export const RECENT_ACTIVITY_LIMIT = 5;

export function useChildActivity(_childId: string): ChildActivity {
  return NO_ACTIVITY;
}
