import { useQuery } from '@tanstack/react-query';
import { NO_ACTIVITY, summariseActivity, type ChildActivity } from './child-activity';
import { loadListening } from './load-listening';

// A kid profile's listening numbers (P§2). A failure only leaves zeros: progress load failures are
// logged, not shown (S§8).

export function useChildActivity(userId: string, childId: string): ChildActivity {
  const query = useQuery({
    queryKey: ['progress', userId, 'child', childId, 'activity'],
    // Read afresh each time the profile shows: the player saved listening time since (a minute of
    // listening must not show as "0 Minutes" from a copy kept for five minutes).
    staleTime: 0,
    refetchOnMount: 'always',
    queryFn: async () => {
      try {
        const { records, stories } = await loadListening(userId, childId);
        return summariseActivity(records, stories);
      } catch (error) {
        console.warn('Progress: the listening history could not be loaded.', error);
        return NO_ACTIVITY;
      }
    },
  });
  return query.data ?? NO_ACTIVITY;
}
