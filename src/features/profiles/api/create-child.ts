import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Child } from '@/contract/child';
import { api } from '@/lib/api/api-client';
import { activeAfterCreate } from '../active-profile-rules';
import type { ChildFields } from '../forms/child-fields';
import { listAllChildren } from './list-children';
import { childrenQueryKey } from '../hooks/use-child-profiles';
import { chosenProfileId, setActiveProfileId, useActiveProfileStore } from '../stores/active-profile-store';

/** POST /children/parent/{parentId} (P§7): name (trimmed), age, avatar, preferences — and interests. */
export function createChild(parentId: string, fields: ChildFields): Promise<Child> {
  return api.post<Child>(`/children/parent/${encodeURIComponent(parentId)}`, fields);
}

/** Creates a profile; the first one becomes active (P§4); the list is refreshed. */
export function useCreateChild(parentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: ChildFields) => {
      const before = await queryClient.ensureQueryData({
        queryKey: childrenQueryKey(parentId),
        queryFn: () => listAllChildren(parentId),
      });
      const countBefore = before.length;
      const created = await createChild(parentId, fields);
      return { created, countBefore };
    },
    onSuccess: async ({ created, countBefore }) => {
      const current = chosenProfileId(useActiveProfileStore.getState(), parentId);
      const next = activeAfterCreate(countBefore, created, current);
      if (next !== current) setActiveProfileId(parentId, next);
      await queryClient.invalidateQueries({ queryKey: childrenQueryKey(parentId) });
    },
  });
}
