import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRetryPolicy, MEDIA_ERROR } from '@/features/player/audio-retry';
import { chapters, fakePlayer, session, settle } from './fake-player';

afterEach(() => {
  vi.restoreAllMocks();
});

const chapter = chapters[0]!;

describe('retry policy (S§4)', () => {
  it('asks for a fresh URL on a 403, a network error or an unsupported source', () => {
    expect(createRetryPolicy().decide({ httpStatus: 403 })).toBe('refresh');
    expect(createRetryPolicy().decide({ mediaErrorCode: MEDIA_ERROR.network })).toBe('refresh');
    expect(createRetryPolicy().decide({ mediaErrorCode: MEDIA_ERROR.srcNotSupported })).toBe('refresh');
  });

  it('gives up after 3 retries, until the next load', () => {
    const policy = createRetryPolicy();
    const decisions = Array.from({ length: 4 }, () => policy.decide({ httpStatus: 403 }));
    expect(decisions).toEqual(['refresh', 'refresh', 'refresh', 'exhausted']);
    policy.reset();
    expect(policy.decide({ mediaErrorCode: MEDIA_ERROR.network })).toBe('refresh');
  });

  it('fails at once on a file that cannot be decoded, and ignores an aborted load', () => {
    expect(createRetryPolicy().decide({ mediaErrorCode: MEDIA_ERROR.decode })).toBe('fail');
    expect(createRetryPolicy().decide({ httpStatus: 500 })).toBe('fail');
    expect(createRetryPolicy().decide({ mediaErrorCode: MEDIA_ERROR.aborted })).toBe('ignore');
  });
});

describe('the player when audio fails (S§4, S§8)', () => {
  async function playingAt(seconds: number, overrides: Parameters<typeof fakePlayer>[0] = {}) {
    const player = fakePlayer(overrides);
    player.engine.start(session(), chapter.id);
    await settle();
    player.audio.loadMetadata(300);
    await settle();
    player.audio.playTo(seconds);
    return player;
  }

  it('renews an expired URL once and plays on from the same position', async () => {
    const { audio, deps, store } = await playingAt(42);
    const firstUrl = audio.src;
    audio.fail(MEDIA_ERROR.srcNotSupported);
    expect(store.getState().status).toBe('loading');
    await settle();
    expect(deps.refreshChapterAudioUrl).toHaveBeenCalledTimes(1);
    expect(deps.refreshChapterAudioUrl).toHaveBeenCalledWith(chapter.id);
    expect(audio.src).not.toBe(firstUrl);
    audio.play.mockClear();
    audio.loadMetadata(300);
    await settle();
    expect(audio.currentTime).toBe(42);
    expect(audio.play).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe('playing');
    expect(deps.notify.error).not.toHaveBeenCalled();
  });

  it("stops after 3 retries: 'Maximum retry attempts reached. Please try again later.'", async () => {
    const { audio, deps, store } = await playingAt(10);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      audio.fail(MEDIA_ERROR.network);
      await settle();
    }
    expect(deps.refreshChapterAudioUrl).toHaveBeenCalledTimes(3);
    audio.fail(MEDIA_ERROR.network);
    await settle();
    expect(deps.refreshChapterAudioUrl).toHaveBeenCalledTimes(3);
    const message = 'Maximum retry attempts reached. Please try again later.';
    expect(store.getState()).toMatchObject({ status: 'error', errorMessage: message });
    expect(deps.notify.error).toHaveBeenCalledWith('Playback error', { description: message });
  });

  it('gives every chapter load its own 3 retries (the retry button starts again)', async () => {
    const { audio, deps, engine, store } = await playingAt(10);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      audio.fail(MEDIA_ERROR.network);
      await settle();
    }
    expect(store.getState().status).toBe('error');
    engine.retry();
    await settle();
    audio.fail(MEDIA_ERROR.network);
    await settle();
    expect(deps.refreshChapterAudioUrl).toHaveBeenCalledTimes(4);
    expect(store.getState().status).toBe('loading');
  });

  it("says 'Failed to fetch audio URL' when the chapter's URL cannot be fetched", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const getChapterAudio = vi.fn(() => Promise.reject(new Error('offline')));
    const player = fakePlayer({ getChapterAudio });
    player.engine.start(session(), chapter.id);
    await settle();
    expect(player.store.getState()).toMatchObject({
      status: 'error',
      errorMessage: 'Failed to fetch audio URL',
    });
    expect(player.deps.notify.error).toHaveBeenCalledWith('Playback error', {
      description: 'Failed to fetch audio URL',
    });
  });

  it("says 'Failed to load audio. Please check your connection.' for a file that cannot be decoded", async () => {
    const { audio, deps, store } = await playingAt(10);
    audio.fail(MEDIA_ERROR.decode);
    expect(deps.notify.error).toHaveBeenCalledWith('Playback error', {
      description: 'Failed to load audio. Please check your connection.',
    });
    expect(deps.refreshChapterAudioUrl).not.toHaveBeenCalled();
    expect(store.getState().errorMessage).toBe('Failed to load audio. Please check your connection.');
  });

  it("says 'Failed to play audio' when the element refuses to play", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const player = fakePlayer();
    player.audio.playOutcome = () => Promise.reject(new Error('decoder crashed'));
    player.engine.start(session(), chapter.id);
    await settle();
    player.audio.loadMetadata(300);
    await settle();
    expect(player.store.getState()).toMatchObject({ status: 'error', errorMessage: 'Failed to play audio' });
  });

  it('waits for a tap, without an error, when the browser blocks autoplay', async () => {
    const player = fakePlayer();
    player.audio.playOutcome = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    player.engine.start(session(), chapter.id);
    await settle();
    player.audio.loadMetadata(300);
    await settle();
    expect(player.store.getState()).toMatchObject({ status: 'paused', errorMessage: null });
    expect(player.deps.notify.error).not.toHaveBeenCalled();
  });

  it('ignores a failure of the previous source while the next chapter is loading', async () => {
    const { audio, deps, engine, store } = await playingAt(10);
    engine.next();
    audio.fail(MEDIA_ERROR.network); // The old chapter's request, cut short.
    expect(deps.refreshChapterAudioUrl).not.toHaveBeenCalled();
    await settle();
    audio.loadMetadata(240);
    await settle();
    expect(store.getState()).toMatchObject({ chapterId: chapters[1]!.id, status: 'playing' });
  });
});
