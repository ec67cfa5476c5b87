import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { activeAfterDelete } from '../active-profile-rules';
import { childQueryKey } from '../hooks/use-child';
import { childrenQueryKey } from '../hooks/use-child-profiles';
import { listAllChildren } from './list-children';
import { chosenProfileId, setActiveProfileId, useActiveProfileStore } from '../stores/active-profile-store';

/** DELETE /children/{id} (P§7): 204, nothing returned. */
export function deleteChild(id: string): Promise<void> {
  return api.delete(`/children/${encodeURIComponent(id)}`);
}

/** Deletes a profile; if it was active, the first remaining one (or none) takes over (P§4). */
export function useDeleteChild(parentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      // The list before the delete decides who becomes active (the edit page may not have loaded it).
      const profiles = await queryClient.ensureQueryData({
        queryKey: childrenQueryKey(parentId),
        queryFn: () => listAllChildren(parentId),
      });
      await deleteChild(id);
      return profiles;
    },
    onSuccess: async (profiles, id) => {
      const current = chosenProfileId(useActiveProfileStore.getState(), parentId);
      const active = profiles.find((profile) => profile.id === current) ?? profiles[0];
      setActiveProfileId(parentId, activeAfterDelete(profiles, id, active?.id ?? null));
      queryClient.removeQueries({ queryKey: childQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: childrenQueryKey(parentId) });
    },
  });
}
