import { describe, expect, it } from 'vitest';
import { ACTIVE_PROFILE_STORAGE_KEY_PREFIX } from '@/contract/constants';
import {
  activeAfterCreate,
  activeAfterDelete,
  resolveActiveProfile,
} from '@/features/profiles/active-profile-rules';
import {
  chosenProfileId,
  setActiveProfileId,
  useActiveProfileStore,
} from '@/features/profiles/stores/active-profile-store';

const [lucia, mateo, sofia] = [{ id: 'lucia' }, { id: 'mateo' }, { id: 'sofia' }];
const all = [lucia, mateo, sofia];

describe('the active kid profile (P§4)', () => {
  it('is the stored choice when it still exists, else the first, else none', () => {
    expect(resolveActiveProfile(all, 'mateo')).toBe(mateo);
    expect(resolveActiveProfile(all, 'gone')).toBe(lucia);
    expect(resolveActiveProfile(all, null)).toBe(lucia);
    expect(resolveActiveProfile([], 'mateo')).toBeNull();
  });

  it('becomes the first profile created, and stays put on later ones', () => {
    expect(activeAfterCreate(0, lucia, null)).toBe('lucia');
    expect(activeAfterCreate(1, mateo, 'lucia')).toBe('lucia');
  });

  it('moves to the first remaining profile when the active one is deleted, or clears', () => {
    expect(activeAfterDelete(all, 'lucia', 'lucia')).toBe('mateo');
    expect(activeAfterDelete(all, 'mateo', 'mateo')).toBe('lucia');
    expect(activeAfterDelete(all, 'sofia', 'mateo')).toBe('mateo');
    expect(activeAfterDelete([lucia], 'lucia', 'lucia')).toBeNull();
  });

  it('is remembered per user in local storage, and restored per user', () => {
    setActiveProfileId('user-a', 'mateo');
    setActiveProfileId('user-b', 'sofia');
    expect(localStorage.getItem(`${ACTIVE_PROFILE_STORAGE_KEY_PREFIX}user-a`)).toBe('mateo');
    expect(localStorage.getItem(`${ACTIVE_PROFILE_STORAGE_KEY_PREFIX}user-b`)).toBe('sofia');

    // A new visit: nothing chosen in memory, the stored ids come back, each to its own user.
    useActiveProfileStore.setState({ byUser: {} });
    const state = useActiveProfileStore.getState();
    expect(chosenProfileId(state, 'user-a')).toBe('mateo');
    expect(chosenProfileId(state, 'user-b')).toBe('sofia');
    expect(chosenProfileId(state, 'user-c')).toBeNull();

    setActiveProfileId('user-a', null);
    expect(localStorage.getItem(`${ACTIVE_PROFILE_STORAGE_KEY_PREFIX}user-a`)).toBeNull();
  });
});
