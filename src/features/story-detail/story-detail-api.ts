import type { Child } from '@/contract/child';
import type { Story } from '@/contract/story';

/** The parent's kid profiles and the listener (P§4: the active profile); the page passes them in. */
export interface ListenerProfiles {
  profiles: Child[] | undefined;
  activeProfile: Child | null;
  /** Makes `id` the active kid profile (it then listens, and its progress shows). */
  selectProfile: (id: string) => void;
}

/**
 * The story page's grown-up actions (issue: a child reaches none of them without the parent gate).
 * Removing a download is one (ADR 025): downloading is harmless, taking a story off the tablet is not.
 */
export type GrownUpAction =
  'delete' | 'regenerate' | 'share' | 'retry' | 'restore' | 'remove-download' | 'sequel';

/**
 * Parent mode, as the app composes it: in child mode a grown-up action goes through the gate first and
 * comes back here with the action still to do (`pending`).
 */
export interface GrownUpGate {
  isParent: boolean;
  /** To the parent gate, returning to this story with `action` pending. */
  ask: (action: GrownUpAction) => void;
  /** The action a grown-up came back through the gate for, if any. */
  pending: GrownUpAction | null;
  /** The pending action was taken up. */
  clearPending: () => void;
}

/**
 * The listener's favourites (issue 15): the Favorite action marks the story for the active kid
 * profile, the one 'Listening as:' names. Null when the parent has no kid profile yet.
 */
export interface StoryFavourites {
  isFavourite: (storyId: string) => boolean;
  /** Marks (true) or unmarks the story, at once; kept on the device and sent when online. */
  set: (story: Story, favourite: boolean) => void;
}
