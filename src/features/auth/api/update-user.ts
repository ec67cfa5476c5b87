import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '@/contract/auth';
import { api } from '@/lib/api/api-client';
import { writeCachedUser } from '@/lib/session/cached-user';
import { setAuthenticated } from '../stores/session-store';
import { currentUserQueryKey } from '../hooks/use-current-user';

/** PATCH /users/{id} (P§7): name, email and an optional avatar. */
export function updateUser(id: string, changes: UpdateUserBody): Promise<User> {
  return api.patch<User>(`/users/${encodeURIComponent(id)}`, changes);
}

/** Updates the account and everything that shows it: the query cache, the cached copy, the session. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateUserBody }) => updateUser(id, changes),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      writeCachedUser(user);
      setAuthenticated(user);
    },
  });
}
