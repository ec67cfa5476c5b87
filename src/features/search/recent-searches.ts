import { RECENT_SEARCHES_LIMIT, RECENT_SEARCHES_STORAGE_KEY } from '@/contract/constants';

// S§2 Recent tab: the last real searches on this device (not per account: a family shares the tablet),
// newest first, each once whatever its capitals or spaces, at most 5. Storage that throws (private
// mode) only means nothing is remembered.

const sameTerm = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter((term): term is string => typeof term === 'string').slice(0, RECENT_SEARCHES_LIMIT);
  } catch {
    return [];
  }
}

function store(terms: readonly string[]): void {
  try {
    if (terms.length === 0) localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY);
    else localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(terms));
  } catch {
    // Not remembered on this device.
  }
}

/** The list with `term` first (an earlier spelling of it gone), cut to the limit. */
export function withRecentSearch(terms: readonly string[], term: string): string[] {
  const clean = term.trim().replace(/\s+/g, ' ');
  if (!clean) return [...terms];
  return [clean, ...terms.filter((one) => !sameTerm(one, clean))].slice(0, RECENT_SEARCHES_LIMIT);
}

export function rememberSearch(term: string): string[] {
  const terms = withRecentSearch(readRecentSearches(), term);
  store(terms);
  return terms;
}

export function clearRecentSearches(): void {
  store([]);
}
