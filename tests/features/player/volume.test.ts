import { describe, expect, it } from 'vitest';
import { AUDIO_VOLUME_STORAGE_KEY } from '@/contract/constants';
import { setVolume, usePlayerStore } from '@/features/player/player-store';
import { clampVolume, readStoredVolume, storeVolume } from '@/features/player/volume';

describe('volume (P§3, S§9)', () => {
  it('is 0.8 when nothing is stored', () => {
    expect(readStoredVolume()).toBe(0.8);
  });

  it("reads the stored value from 'audio-volume'", () => {
    localStorage.setItem(AUDIO_VOLUME_STORAGE_KEY, '0.35');
    expect(readStoredVolume()).toBe(0.35);
  });

  it('clamps to 0…1', () => {
    expect(clampVolume(1.7)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    localStorage.setItem(AUDIO_VOLUME_STORAGE_KEY, '4');
    expect(readStoredVolume()).toBe(1);
  });

  it.each(['loud', '', 'NaN', 'Infinity'])('falls back to 0.8 for a stored %j', (raw) => {
    localStorage.setItem(AUDIO_VOLUME_STORAGE_KEY, raw);
    expect(readStoredVolume()).toBe(0.8);
  });

  it('falls back to 0.8 when storage cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredVolume(broken)).toBe(0.8);
  });

  it('stores the clamped value, and the player applies it at once', () => {
    expect(storeVolume(1.4)).toBe(1);
    expect(localStorage.getItem(AUDIO_VOLUME_STORAGE_KEY)).toBe('1');
    setVolume(0.25);
    expect(usePlayerStore.getState().volume).toBe(0.25);
    expect(localStorage.getItem(AUDIO_VOLUME_STORAGE_KEY)).toBe('0.25');
  });
});
