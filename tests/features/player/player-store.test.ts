import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_VOLUME_STORAGE_KEY } from '@/contract/constants';
import {
  setPlaybackRate,
  setVolume,
  startPlayback,
  stopPlayback,
  usePlayerStore,
} from '@/features/player/player-store';
import { chapters, initialState, session, STORY_ID } from './fake-player';

const engine = vi.hoisted(() => ({ start: vi.fn(), stop: vi.fn() }));
vi.mock('@/features/player/engine-instance', () => ({ engine }));

beforeEach(() => {
  vi.clearAllMocks();
  usePlayerStore.setState(initialState());
});

describe('stopPlayback', () => {
  it('does nothing when nothing ever played', async () => {
    stopPlayback();
    await Promise.resolve();
    expect(engine.stop).not.toHaveBeenCalled();
  });

  it('stops the player for the story it holds (a deleted story), and leaves another story playing', async () => {
    await startPlayback(session(), chapters[0]!.id);
    usePlayerStore.setState({ session: session(), chapterId: chapters[0]!.id, status: 'playing' });
    stopPlayback('5a000000-0000-4000-8000-0000000000ff');
    await vi.waitFor(() => expect(engine.start).toHaveBeenCalled());
    await Promise.resolve();
    expect(engine.stop).not.toHaveBeenCalled();
    stopPlayback(STORY_ID);
    await vi.waitFor(() => expect(engine.stop).toHaveBeenCalledTimes(1));
    stopPlayback();
    await vi.waitFor(() => expect(engine.stop).toHaveBeenCalledTimes(2));
  });
});

describe("the listener's volume and speed (ADR 028)", () => {
  it('apply at once, hold for this visit, and leave the default volume in Settings alone', () => {
    setVolume(0.25);
    setPlaybackRate(1.26);
    expect(usePlayerStore.getState()).toMatchObject({
      volume: 0.25,
      playbackRate: 1.3,
      setByListener: { volume: true, playbackRate: true },
    });
    expect(localStorage.getItem(AUDIO_VOLUME_STORAGE_KEY)).toBeNull();
  });

  it('stay within 0…1 and 0.8…1.5', () => {
    setVolume(1.7);
    setPlaybackRate(3);
    expect(usePlayerStore.getState()).toMatchObject({ volume: 1, playbackRate: 1.5 });
    setVolume(-1);
    setPlaybackRate(0.1);
    expect(usePlayerStore.getState()).toMatchObject({ volume: 0, playbackRate: 0.8 });
  });
});
