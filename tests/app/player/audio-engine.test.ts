import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteHandlers } from '@/features/player/media-session';
import { chapters, fakePlayer, session, settle } from './fake-player';

afterEach(() => {
  vi.restoreAllMocks();
});

const [first, second, third] = chapters as [(typeof chapters)[0], (typeof chapters)[0], (typeof chapters)[0]];

async function startAt(
  chapterId: string,
  {
    autoplayNext = false,
    overrides = {},
  }: { autoplayNext?: boolean; overrides?: Parameters<typeof fakePlayer>[0] } = {},
) {
  const player = fakePlayer(overrides);
  player.engine.start(session({ autoplayNext }), chapterId);
  await settle();
  player.audio.loadMetadata(chapters.find((one) => one.id === chapterId)!.duration);
  await settle();
  return player;
}

describe('next and previous (S§2, S§4)', () => {
  it("goes to the next chapter from 0, keeps playing, and says 'Next Chapter'", async () => {
    const { audio, deps, engine, store } = await startAt(first.id);
    audio.playTo(50);
    expect(engine.next()).toBe(true);
    expect(store.getState()).toMatchObject({ chapterId: second.id, position: 0, status: 'loading' });
    expect(deps.notify.info).toHaveBeenCalledWith('Next Chapter', { description: 'The Storm' });
    await settle();
    expect(deps.getChapterAudio).toHaveBeenLastCalledWith(second.id);
    audio.loadMetadata(240);
    await settle();
    expect(store.getState().status).toBe('playing');
  });

  it("stays paused after 'Previous Chapter' when it was paused", async () => {
    const { audio, deps, engine, store } = await startAt(second.id);
    engine.pause();
    audio.play.mockClear();
    expect(engine.previous()).toBe(true);
    expect(deps.notify.info).toHaveBeenCalledWith('Previous Chapter', { description: 'The Lighthouse' });
    await settle();
    audio.loadMetadata(300);
    await settle();
    expect(audio.play).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ chapterId: first.id, status: 'paused' });
  });

  it('does nothing past the first or the last chapter', async () => {
    const { deps, engine, store } = await startAt(first.id);
    expect(engine.previous()).toBe(false);
    expect(store.getState().chapterId).toBe(first.id);
    const atEnd = await startAt(third.id);
    expect(atEnd.engine.next()).toBe(false);
    expect(deps.notify.info).not.toHaveBeenCalled();
  });

  it('plays the next chapter from a headset or lock-screen command even when paused', async () => {
    let remote: RemoteHandlers | undefined;
    const { audio, engine, store } = await startAt(first.id, {
      overrides: {
        connectMediaSession: (handlers) => {
          remote = handlers;
          return { show: vi.fn(), setPlaying: vi.fn(), setPosition: vi.fn() };
        },
      },
    });
    engine.pause();
    remote?.next();
    await settle();
    audio.loadMetadata(240);
    await settle();
    expect(store.getState()).toMatchObject({ chapterId: second.id, status: 'playing' });
    remote?.seekBy(-30);
    expect(store.getState().position).toBe(0);
    remote?.seekTo(100);
    expect(audio.currentTime).toBe(100);
  });
});

describe('the end of a chapter (S§4)', () => {
  it('saves it completed and stops at its end when the kid does not autoplay', async () => {
    const { audio, deps, store, writes } = await startAt(first.id);
    audio.playTo(299.5);
    audio.end();
    await settle();
    expect(store.getState()).toMatchObject({ chapterId: first.id, status: 'paused', position: 300 });
    expect(writes.at(-1)?.body).toMatchObject({ chapterId: first.id, position: 300, completed: true });
    expect(deps.getChapterAudio).toHaveBeenCalledTimes(1);
  });

  it("goes on to the next chapter, playing, when the kid's preference says so", async () => {
    const { audio, deps, store } = await startAt(first.id, { autoplayNext: true });
    audio.end();
    expect(deps.notify.info).toHaveBeenCalledWith('Next Chapter', { description: 'The Storm' });
    await settle();
    audio.loadMetadata(240);
    await settle();
    expect(store.getState()).toMatchObject({ chapterId: second.id, status: 'playing' });
  });

  it('stops at the end of the chapter when the sleep timer says so', async () => {
    const { audio, engine, store } = await startAt(first.id, { autoplayNext: true });
    engine.setSleepTimer('chapterEnd');
    expect(store.getState().sleepTimer).toEqual({ kind: 'chapterEnd' });
    audio.end();
    expect(store.getState()).toMatchObject({ chapterId: first.id, status: 'paused', sleepTimer: null });
  });
});

describe('listening settings', () => {
  it('fades out and pauses when the sleep timer runs out, then restores the volume', async () => {
    const { audio, clock, engine, store } = await startAt(first.id);
    engine.setSleepTimer(30);
    expect(store.getState().sleepTimer).toMatchObject({ kind: 'minutes', minutes: 30 });
    clock.advance(30 * 60_000 + 2_000);
    expect(audio.volume).toBeLessThan(0.8);
    expect(store.getState().status).toBe('playing');
    clock.advance(5_000);
    expect(store.getState()).toMatchObject({ status: 'paused', sleepTimer: null, volume: 0.8 });
    expect(audio.volume).toBe(0.8);
  });

  it('applies volume and speed to the audio', async () => {
    const { audio, store } = await startAt(first.id);
    store.setState({ volume: 0.3, playbackRate: 1.2 });
    expect(audio.volume).toBe(0.3);
    expect(audio.playbackRate).toBe(1.2);
  });

  it('reports how far the kid has listened, for the milestones', async () => {
    const { audio, deps } = await startAt(first.id);
    audio.playTo(150);
    expect(deps.onListened).toHaveBeenLastCalledWith(session().storyId, first.id, 50);
    audio.playTo(299.8);
    audio.end();
    expect(deps.onListened).toHaveBeenLastCalledWith(session().storyId, first.id, 100);
  });

  it('plays on, without loading again, when asked to start the chapter it holds', async () => {
    const { deps, engine, store } = await startAt(first.id);
    engine.pause();
    engine.start(session(), first.id);
    await settle();
    expect(deps.getChapterAudio).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe('playing');
  });

  it('starts from the beginning of a chapter already completed', async () => {
    const getChapterProgress = vi.fn(async () => ({
      position: 300,
      totalListeningTime: 310,
      completed: true,
    }));
    const { audio, store } = await startAt(first.id, { overrides: { getChapterProgress } });
    expect(audio.currentTime).toBe(0);
    expect(store.getState().position).toBe(0);
  });

  it('loads the chapter again when asked to start it after an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const getChapterAudio = vi
      .fn<(chapterId: string) => Promise<{ audioUrl: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ audioUrl: '/media/one.mp3' });
    const player = fakePlayer({ getChapterAudio });
    player.engine.start(session(), first.id);
    await settle();
    expect(player.store.getState().status).toBe('error');
    player.engine.start(session(), first.id);
    await settle();
    player.audio.loadMetadata(300);
    await settle();
    expect(getChapterAudio).toHaveBeenCalledTimes(2);
    expect(player.store.getState()).toMatchObject({ status: 'playing', errorMessage: null });
  });

  it('stops and forgets the session, saving nothing more, when the parent signs out', async () => {
    const { audio, clock, engine, store, writes } = await startAt(first.id);
    engine.setSleepTimer(15);
    audio.playTo(40);
    engine.stop();
    expect(store.getState()).toMatchObject({
      session: null,
      chapterId: null,
      status: 'idle',
      sleepTimer: null,
    });
    expect(audio.paused).toBe(true);
    clock.advance(60 * 60_000);
    engine.flush();
    expect(writes).toEqual([]);
  });
});
