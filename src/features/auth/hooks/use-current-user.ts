import { useQuery } from '@tanstack/react-query';
import { writeCachedUser } from '@/lib/session/cached-user';
import { getCurrentUser } from '../api/get-current-user';
import { setAuthenticated } from '../stores/session-store';

// Apart from its fetcher because the start-up (first load) needs getCurrentUser but not useQuery,
// whose observer would otherwise ride along in the first load (~2 KB gzip).

export const currentUserQueryKey = ['users', 'me'] as const;

/** The signed-in user, fetched afresh and kept in the cache, the cached copy and the session store. */
export function useCurrentUser(enabled: boolean) {
  return useQuery({
    queryKey: currentUserQueryKey,
    enabled,
    queryFn: async () => {
      const user = await getCurrentUser();
      writeCachedUser(user);
      setAuthenticated(user);
      return user;
    },
  });
}
