import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayerStore } from '@/features/player/player-store';
import { chapters, initialState, session } from './fake-player';

// The app's real engine, with the network, the sync queue and the service worker replaced.
const seen = vi.hoisted(() => ({
  outboxLoaded: false,
  blocker: null as (() => boolean) | null,
}));

vi.mock('@/lib/sw-registration', () => ({
  setUpdateBlocker: (isBusy: (() => boolean) | null) => {
    seen.blocker = isBusy;
  },
}));
vi.mock('@/lib/outbox/app-outbox', () => {
  seen.outboxLoaded = true;
  return { enqueueWrite: vi.fn(async () => undefined) };
});
vi.mock('@/features/stories/api/chapter-audio', () => ({
  // The URL never comes: the chapter stays loading.
  getChapterAudio: vi.fn(() => new Promise(() => undefined)),
  refreshChapterAudioUrl: vi.fn(() => new Promise(() => undefined)),
}));
vi.mock('@/features/stories/api/get-story', () => ({
  getStory: vi.fn(() => new Promise(() => undefined)),
}));
vi.mock('@/lib/api/progress-api', () => ({
  getChapterProgress: vi.fn(async () => ({ position: 0, totalListeningTime: 0, completed: false })),
}));

beforeEach(() => {
  usePlayerStore.setState(initialState());
});

describe('the app’s audio engine', () => {
  it('fetches the sync queue as soon as it loads, so that a save on page hide does not wait for it', async () => {
    await import('@/features/player/engine-instance');
    await vi.waitFor(() => expect(seen.outboxLoaded).toBe(true));
  });

  it('holds back a service-worker update while a chapter loads to play, not once paused', async () => {
    const { engine } = await import('@/features/player/engine-instance');
    expect(seen.blocker?.()).toBe(false);
    engine.start(session(), chapters[0]!.id);
    expect(usePlayerStore.getState().status).toBe('loading');
    expect(seen.blocker?.()).toBe(true);
    engine.pause();
    expect(seen.blocker?.()).toBe(false);
    engine.stop();
  });
});
