import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectMediaSession, type RemoteHandlers } from '@/features/player/media-session';

// A stand-in for navigator.mediaSession: what the lock screen would show and offer.
class FakeMediaSession {
  metadata: { init: MediaMetadataInit } | null = null;
  playbackState = 'none';
  handlers = new Map<string, MediaSessionActionHandler | null>();
  setActionHandler(action: string, handler: MediaSessionActionHandler | null) {
    this.handlers.set(action, handler);
  }
}

let mediaSession: FakeMediaSession;

beforeEach(() => {
  mediaSession = new FakeMediaSession();
  Object.defineProperty(navigator, 'mediaSession', { value: mediaSession, configurable: true });
  vi.stubGlobal(
    'MediaMetadata',
    class {
      constructor(public init: MediaMetadataInit) {}
    },
  );
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaSession');
  vi.unstubAllGlobals();
});

function handlers(): RemoteHandlers {
  return {
    play: vi.fn(),
    pause: vi.fn(),
    stop: vi.fn(),
    previous: vi.fn(),
    next: vi.fn(),
    seekBy: vi.fn(),
    seekTo: vi.fn(),
  };
}

describe('the lock screen controls', () => {
  it('takes previous away on the first chapter and next on the last', () => {
    const given = handlers();
    const port = connectMediaSession(given);
    port.setTrackControls(false, true);
    expect(mediaSession.handlers.get('previoustrack')).toBeNull();
    mediaSession.handlers.get('nexttrack')?.({ action: 'nexttrack' });
    expect(given.next).toHaveBeenCalledTimes(1);
    port.setTrackControls(true, false);
    expect(mediaSession.handlers.get('nexttrack')).toBeNull();
    mediaSession.handlers.get('previoustrack')?.({ action: 'previoustrack' });
    expect(given.previous).toHaveBeenCalledTimes(1);
  });

  it('answers the stop button', () => {
    const given = handlers();
    connectMediaSession(given);
    mediaSession.handlers.get('stop')?.({ action: 'stop' });
    expect(given.stop).toHaveBeenCalledTimes(1);
  });

  it("shows the app's icon when the story has no cover, and the cover when it has one", () => {
    const port = connectMediaSession(handlers());
    port.show({ chapterTitle: 'The Storm', storyTitle: 'Luna and the Lighthouse', coverUrl: null });
    expect(mediaSession.metadata?.init).toMatchObject({
      title: 'The Storm',
      artist: 'Luna and the Lighthouse',
      artwork: expect.arrayContaining([expect.objectContaining({ src: '/icons/icon-192.png' })]),
    });
    port.show({ chapterTitle: 'The Storm', storyTitle: 'Luna', coverUrl: '/media/covers/luna.webp' });
    expect(mediaSession.metadata?.init.artwork).toEqual([
      { src: '/media/covers/luna.webp', sizes: '600x600', type: 'image/webp' },
    ]);
    // The drawn covers (ADR 021): a 600 × 600 SVG at a signed URL.
    port.show({
      chapterTitle: 'The Storm',
      storyTitle: 'Luna',
      coverUrl: '/media/s1/cover-3.svg?exp=9&sig=x',
    });
    expect(mediaSession.metadata?.init.artwork).toEqual([
      { src: '/media/s1/cover-3.svg?exp=9&sig=x', sizes: 'any', type: 'image/svg+xml' },
    ]);
  });

  it("offers seeking on the lock screen in every mode: it is a grown-up's control", () => {
    const given = handlers();
    connectMediaSession(given);
    mediaSession.handlers.get('seekto')?.({ action: 'seekto', seekTime: 42 });
    expect(given.seekTo).toHaveBeenCalledWith(42);
    expect(mediaSession.handlers.get('seekbackward')).toBeTypeOf('function');
  });
});
