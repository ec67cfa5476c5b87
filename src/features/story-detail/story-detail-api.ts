import type { Child } from '@/contract/child';

/** The parent's kid profiles and the listener (P§4: the active profile); the page passes them in. */
export interface ListenerProfiles {
  profiles: Child[] | undefined;
  activeProfile: Child | null;
  /** Makes `id` the active kid profile (it then listens, and its progress shows). */
  selectProfile: (id: string) => void;
}
