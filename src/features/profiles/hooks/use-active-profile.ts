import type { Child } from '@/contract/child';
import { resolveActiveProfile } from '../active-profile-rules';
import { chosenProfileId, setActiveProfileId, useActiveProfileStore } from '../stores/active-profile-store';
import { useChildProfiles } from './use-child-profiles';

export interface ActiveProfileView {
  /** undefined while loading (or for a guest). */
  profiles: Child[] | undefined;
  activeProfile: Child | null;
  selectProfile: (id: string) => void;
  isError: boolean;
}

/** The parent's profiles and the active one (P§4: the stored choice, else the first). */
export function useActiveProfile(parentId: string | undefined): ActiveProfileView {
  const { data: profiles, isError } = useChildProfiles(parentId);
  const chosenId = useActiveProfileStore((state) => (parentId ? chosenProfileId(state, parentId) : null));
  return {
    profiles,
    activeProfile: profiles ? resolveActiveProfile(profiles, chosenId) : null,
    selectProfile: (id) => {
      if (parentId) setActiveProfileId(parentId, id);
    },
    isError,
  };
}
