import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One query parameter as state (a page's tab: `?tab=contact`, `?mode=signup`): its value, and a setter
 * that keeps the other parameters and replaces the history entry, so Back leaves the page rather than
 * stepping through every tab chosen.
 */
export function useSearchParam(name: string): [string | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}
