import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHED_USER_STORAGE_KEY, RECENT_SEARCHES_STORAGE_KEY } from '@/contract/constants';
import { signOut } from '@/features/auth/session/sign-out';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { readSavedPlayback, writeSavedPlayback } from '@/features/player/player-presence';
import { ana, signInAna } from '../profiles/fake-children';
import { chapters, session } from '../player/fake-player';

// P§4, P§7 and the reliability notes: sign-out clears this parent's things from the device, even when
// the server cannot be told.

beforeEach(async () => {
  await signInAna();
});

describe('sign-out on this device', () => {
  it('forgets the parent, their searches and the story in the player, even offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['dragon', 'árbol']));
    writeSavedPlayback({
      session: session({ userId: ana.id }),
      chapterId: chapters[0]!.id,
      position: 30,
      duration: 300,
    });

    await signOut();

    expect(useSessionStore.getState()).toMatchObject({ status: 'guest', user: null });
    expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBeNull();
    expect(readSavedPlayback()).toBeNull();
  });
});
