import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAllChildren } from '@/features/profiles/api/list-children';
import { json } from '../../lib/api/fake-server';
import { child } from './fake-children';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loading all kid profiles (P§4, P§9)', () => {
  it('follows the cursors, 25 at a time, until there is no next cursor', async () => {
    const pages: Record<string, { items: unknown[]; nextCursor: string | null }> = {
      '': { items: [child('Lucía'), child('Mateo')], nextCursor: 'c1' },
      c1: { items: [child('Sofía')], nextCursor: 'c2' },
      c2: { items: [child('Leo')], nextCursor: null },
    };
    const urls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        urls.push(url);
        return json(200, { data: pages[url.searchParams.get('cursor') ?? ''] });
      }),
    );

    const children = await listAllChildren('parent-1');

    expect(children.map(({ name }) => name)).toEqual(['Lucía', 'Mateo', 'Sofía', 'Leo']);
    expect(urls.map((url) => url.pathname)).toEqual(Array(3).fill('/api/v1/children/parent/parent-1'));
    expect(urls.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'c1', 'c2']);
    expect(urls.every((url) => url.searchParams.get('limit') === '25')).toBe(true);
  });
});
