import { describe, expect, it } from 'vitest';
import {
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
  withRecentSearch,
} from '@/features/search/recent-searches';

describe('recent searches (S§2 Recent tab)', () => {
  it('keeps the newest first, each term once whatever its capitals, five at most', () => {
    let terms: string[] = [];
    for (const term of ['moon', 'fox', '  Dragon ', 'owl', 'sea', 'star'])
      terms = withRecentSearch(terms, term);
    expect(terms).toEqual(['star', 'sea', 'owl', 'Dragon', 'fox']);
    expect(withRecentSearch(terms, 'DRAGON')).toEqual(['DRAGON', 'star', 'sea', 'owl', 'fox']);
    expect(withRecentSearch(terms, '   ')).toEqual(terms);
  });

  it('tells apart words that differ by an accent only', () => {
    expect(withRecentSearch(['arbol'], 'árbol')).toEqual(['árbol', 'arbol']);
  });

  it('are remembered on this device and can be forgotten', () => {
    rememberSearch('dragon');
    rememberSearch('fox');
    expect(readRecentSearches()).toEqual(['fox', 'dragon']);
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });

  it('ignore what is not a list of words', () => {
    localStorage.setItem('fablecast.recent-searches', '{"not":"a list"}');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem('fablecast.recent-searches', '["ok", 3, null]');
    expect(readRecentSearches()).toEqual(['ok']);
  });
});
