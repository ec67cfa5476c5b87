import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_ERROR } from '@/features/player/audio-retry';
import { NotDownloadedError } from '@/features/player/chapter-source';
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
    const { audio, engine, store, remote: lockScreen } = await startAt(first.id);
    const remote = lockScreen.handlers;
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
    engine.setSleepTimer({ kind: 'chapters', count: 1 });
    expect(store.getState().sleepTimer).toEqual({ kind: 'chapters', count: 1, left: 1, fading: false });
    audio.end();
    expect(store.getState()).toMatchObject({ chapterId: first.id, status: 'paused', sleepTimer: null });
  });
});

describe('listening settings', () => {
  it('fades out and pauses when the sleep timer runs out, then restores the volume', async () => {
    const { audio, clock, engine, store } = await startAt(first.id);
    engine.setSleepTimer({ kind: 'minutes', minutes: 30 });
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
    engine.setSleepTimer({ kind: 'minutes', minutes: 15 });
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

describe('a chapter switch starts at 0 (S§4)', () => {
  const savedAt120 = () => vi.fn(async () => ({ position: 120, totalListeningTime: 130, completed: false }));

  it('next, previous and an auto-advance ignore the saved place; starting a chapter restores it', async () => {
    const { audio, engine, store } = await startAt(first.id, {
      autoplayNext: true,
      overrides: { getChapterProgress: savedAt120() },
    });
    // Started from the story page: the saved place.
    expect(audio.currentTime).toBe(120);
    engine.next();
    await settle();
    audio.currentTime = 0; // A new source starts at 0.
    audio.loadMetadata(240);
    await settle();
    expect(audio.currentTime).toBe(0);
    expect(store.getState()).toMatchObject({ chapterId: second.id, position: 0 });
    engine.previous();
    await settle();
    audio.currentTime = 0;
    audio.loadMetadata(300);
    await settle();
    expect(audio.currentTime).toBe(0);
    await settle();
    expect(store.getState()).toMatchObject({ chapterId: first.id, position: 0 });
    audio.end();
    await settle();
    audio.currentTime = 0;
    audio.loadMetadata(240);
    await settle();
    expect(store.getState()).toMatchObject({ chapterId: second.id, position: 0, status: 'playing' });
  });
});

describe('busy: playing or about to (service-worker updates wait)', () => {
  it('is busy while a chapter loads to play, and no longer once the child cancels it', async () => {
    const player = fakePlayer();
    expect(player.engine.isBusy()).toBe(false);
    player.engine.start(session(), first.id);
    expect(player.store.getState().status).toBe('loading');
    expect(player.engine.isBusy()).toBe(true);
    // The big button while loading: a pause.
    player.engine.toggle();
    expect(player.engine.isBusy()).toBe(false);
    await settle();
    player.audio.loadMetadata(300);
    await settle();
    expect(player.audio.play).not.toHaveBeenCalled();
    expect(player.store.getState().status).toBe('paused');
  });

  it('is busy during an auto-advance and while a renewed URL loads', async () => {
    const { audio, engine, store } = await startAt(first.id, { autoplayNext: true });
    expect(engine.isBusy()).toBe(true);
    audio.end();
    expect(store.getState().status).toBe('loading');
    expect(engine.isBusy()).toBe(true);
    await settle();
    audio.loadMetadata(240);
    await settle();
    audio.fail(MEDIA_ERROR.network);
    expect(store.getState().status).toBe('loading');
    expect(engine.isBusy()).toBe(true);
    engine.pause();
    expect(engine.isBusy()).toBe(false);
  });
});

describe('the lock screen (Media Session)', () => {
  it('offers previous and next only where there is a chapter to go to', async () => {
    const { remote, engine } = await startAt(first.id);
    expect(remote.port.setTrackControls).toHaveBeenLastCalledWith(false, true);
    engine.next();
    expect(remote.port.setTrackControls).toHaveBeenLastCalledWith(true, true);
    engine.next();
    expect(remote.port.setTrackControls).toHaveBeenLastCalledWith(true, false);
    engine.stop();
    expect(remote.port.setTrackControls).toHaveBeenLastCalledWith(false, false);
  });

  it('stops as a pause that keeps the place', async () => {
    const { audio, remote, store, writes } = await startAt(first.id);
    audio.playTo(40);
    remote.handlers?.stop();
    expect(store.getState()).toMatchObject({ status: 'paused', chapterId: first.id, position: 40 });
    expect(writes.at(-1)?.body).toMatchObject({ chapterId: first.id, position: 40 });
  });
});

describe('offline (S§8)', () => {
  it("says 'Failed to load audio. Please check your connection.' without asking for a new URL", async () => {
    let online = true;
    const { audio, deps, store } = await startAt(first.id, { overrides: { isOnline: () => online } });
    audio.playTo(30);
    online = false;
    audio.fail(MEDIA_ERROR.network);
    await settle();
    expect(deps.refreshChapterAudioUrl).not.toHaveBeenCalled();
    const message = 'Failed to load audio. Please check your connection.';
    expect(store.getState()).toMatchObject({ status: 'error', errorMessage: message });
    expect(deps.notify.error).toHaveBeenCalledWith('Playback error', { description: message });
  });

  it('says the same when the chapter cannot even be fetched offline', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const player = fakePlayer({
      isOnline: () => false,
      getChapterAudio: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    });
    player.engine.start(session(), first.id);
    await settle();
    expect(player.store.getState().errorMessage).toBe('Failed to load audio. Please check your connection.');
  });
});

describe('a chapter not on the device, offline (issue 12)', () => {
  it('says at once that it was not downloaded, rather than a loading that never ends', async () => {
    const player = fakePlayer({
      isOnline: () => false,
      getChapterAudio: vi.fn(async () => Promise.reject(new NotDownloadedError())),
    });
    player.engine.start(session(), first.id);
    await settle();
    const message = 'Not downloaded — connect to the internet to listen';
    expect(player.store.getState()).toMatchObject({ status: 'error', errorMessage: message });
    expect(player.deps.notify.error).toHaveBeenCalledWith('Playback error', { description: message });
    expect(player.engine.isBusy()).toBe(false);
  });
});

describe('chapters narrated after the story started playing', () => {
  const narrating = (ready: typeof chapters) => ({ chapters: ready, chapterCount: 3, narrating: true });

  it('picks up the chapters that became ready when a chapter loads, so next works', async () => {
    const getReadyChapters = vi.fn(async () => narrating([first, second]));
    const player = fakePlayer({ getReadyChapters });
    player.engine.start(session({ chapters: [first], chapterCount: 3 }), first.id);
    await settle();
    expect(getReadyChapters).toHaveBeenCalledWith(session().storyId);
    expect(player.store.getState().session?.chapters.map((one) => one.id)).toEqual([first.id, second.id]);
    expect(player.remote.port.setTrackControls).toHaveBeenLastCalledWith(false, true);
    expect(player.engine.next()).toBe(true);
    expect(player.store.getState().chapterId).toBe(second.id);
  });

  it('asks nothing when the session holds every chapter', async () => {
    const getReadyChapters = vi.fn(async () => narrating(chapters));
    await startAt(first.id, { overrides: { getReadyChapters } });
    expect(getReadyChapters).not.toHaveBeenCalled();
  });

  it('auto-advances from the last ready chapter once the next one is narrated', async () => {
    const getReadyChapters = vi
      .fn(async () => narrating([first]))
      .mockResolvedValueOnce(narrating([first]))
      .mockResolvedValueOnce(narrating([first]))
      .mockResolvedValueOnce(narrating([first, second]));
    const player = fakePlayer({ getReadyChapters });
    player.engine.start(session({ chapters: [first], chapterCount: 3, autoplayNext: true }), first.id);
    await settle();
    player.audio.loadMetadata(300);
    await settle();
    player.audio.end();
    await settle();
    // Waiting for chapter 2, shown as loading; nothing is lost meanwhile.
    expect(player.store.getState()).toMatchObject({ chapterId: first.id, status: 'loading' });
    expect(player.engine.isBusy()).toBe(true);
    player.clock.advance(10_000);
    await settle();
    expect(player.store.getState()).toMatchObject({ chapterId: second.id, status: 'loading', position: 0 });
    player.audio.loadMetadata(240);
    await settle();
    expect(player.store.getState()).toMatchObject({ chapterId: second.id, status: 'playing' });
  });

  it('stops waiting for the next chapter when the child presses pause', async () => {
    const getReadyChapters = vi.fn(async () => narrating([first]));
    const player = fakePlayer({ getReadyChapters });
    player.engine.start(session({ chapters: [first], chapterCount: 3, autoplayNext: true }), first.id);
    await settle();
    player.audio.loadMetadata(300);
    await settle();
    player.audio.end();
    await settle();
    player.engine.toggle();
    expect(player.store.getState()).toMatchObject({ chapterId: first.id, status: 'paused' });
    getReadyChapters.mockResolvedValue(narrating([first, second]));
    player.clock.advance(60_000);
    await settle();
    expect(player.store.getState().chapterId).toBe(first.id);
  });
});

describe('a story kept from the last visit (the mini-player after a reload)', () => {
  it('loads the chapter on play and starts at the kept place, not at 0', async () => {
    const { audio, deps, engine, store } = fakePlayer();
    store.setState({
      session: session(),
      chapterId: second.id,
      status: 'paused',
      position: 95,
      duration: 240,
    });
    engine.play();
    await settle();
    expect(deps.getChapterAudio).toHaveBeenCalledWith(second.id);
    audio.loadMetadata(240);
    await settle();
    expect(audio.currentTime).toBe(95);
    expect(store.getState()).toMatchObject({ chapterId: second.id, status: 'playing', position: 95 });
  });
});
