import { useCallback, useState } from 'react';
import { clearRecentSearches, readRecentSearches, rememberSearch } from '../recent-searches';

/** The device's recent searches, and ways to add one and to forget them all. */
export function useRecentSearches() {
  const [terms, setTerms] = useState(readRecentSearches);
  const remember = useCallback((term: string) => setTerms(rememberSearch(term)), []);
  const clear = useCallback(() => {
    clearRecentSearches();
    setTerms([]);
  }, []);
  return { terms, remember, clear };
}
