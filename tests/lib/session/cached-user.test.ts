import { describe, expect, it } from 'vitest';
import { CACHED_USER_STORAGE_KEY } from '@/contract/constants';
import { clearCachedUser, readCachedUser, writeCachedUser } from '@/lib/session/cached-user';

const user = {
  id: 'a3f1c1d2-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  avatar: null,
};

describe('cached_user (P§3)', () => {
  it('keeps the user shown fields in local storage under cached_user', () => {
    writeCachedUser({ ...user, extra: 'not kept' } as typeof user);
    expect(JSON.parse(localStorage.getItem(CACHED_USER_STORAGE_KEY) ?? 'null')).toEqual(user);
    expect(readCachedUser()).toEqual(user);
    clearCachedUser();
    expect(readCachedUser()).toBeNull();
  });

  it('treats a damaged copy as none', () => {
    localStorage.setItem(CACHED_USER_STORAGE_KEY, '{not json');
    expect(readCachedUser()).toBeNull();
    localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify({ id: 1 }));
    expect(readCachedUser()).toBeNull();
  });
});
