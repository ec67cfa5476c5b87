import { describe, expect, it, vi } from 'vitest';
import { createChapterSource, isNotDownloaded } from '@/features/player/chapter-source';
import { networkError } from '@/lib/api/api-error';

// Where a chapter plays from: the device when it is kept there, the network otherwise, and offline a
// clear "not downloaded" rather than a wait.

const kept = { audioUrl: '/media/stories/s1/c1.mp3' };
const signed = { audioUrl: '/media/stories/s1/c1.mp3?exp=9&sig=abc', duration: 60 };

function source({ isKept = true, online = true, fetch = vi.fn(async () => signed) } = {}) {
  return {
    play: createChapterSource({
      kept: async () => (isKept ? kept : undefined),
      fetch,
      isOnline: () => online,
    }),
    fetch,
  };
}

describe('a chapter’s audio', () => {
  it('kept on the device: its /media URL, with no call to the server, online or offline', async () => {
    for (const online of [true, false]) {
      const { play, fetch } = source({ online });
      expect(await play('c1')).toEqual(kept);
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('not kept, online: the server’s signed URL', async () => {
    const { play, fetch } = source({ isKept: false });
    expect(await play('c1')).toEqual(signed);
    expect(fetch).toHaveBeenCalledWith('c1');
  });

  it('not kept, offline: "not downloaded" at once, without asking the server', async () => {
    const { play, fetch } = source({ isKept: false, online: false });
    const failure = await play('c1').catch((error: unknown) => error);
    expect(isNotDownloaded(failure)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('not kept, and the server cannot be reached though the device thought it could: "not downloaded"', async () => {
    const { play } = source({ isKept: false, fetch: vi.fn(async () => Promise.reject(networkError())) });
    expect(isNotDownloaded(await play('c1').catch((error: unknown) => error))).toBe(true);
  });

  it('a server’s refusal is its own error, not "not downloaded"', async () => {
    const refusal = new Error('Chapter not found');
    const { play } = source({ isKept: false, fetch: vi.fn(async () => Promise.reject(refusal)) });
    expect(await play('c1').catch((error: unknown) => error)).toBe(refusal);
  });
});
