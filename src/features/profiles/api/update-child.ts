import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Child } from '@/contract/child';
import { api } from '@/lib/api/api-client';
import type { ChildFields } from '../forms/child-fields';
import { childQueryKey } from '../hooks/use-child';
import { childrenQueryKey } from '../hooks/use-child-profiles';

/** PATCH /children/{id} (P§7): name, age, avatar — and interests and preferences (ours). */
export function updateChild(id: string, fields: ChildFields): Promise<Child> {
  return api.patch<Child>(`/children/${encodeURIComponent(id)}`, fields);
}

/** Updates a profile, then refreshes the list (P§4). */
export function useUpdateChild(parentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: ChildFields }) => updateChild(id, fields),
    onSuccess: async (child) => {
      queryClient.setQueryData(childQueryKey(child.id), child);
      await queryClient.invalidateQueries({ queryKey: childrenQueryKey(parentId) });
    },
  });
}
