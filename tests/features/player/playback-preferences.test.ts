import { describe, expect, it } from 'vitest';
import type { PlaybackPreferences } from '@/features/player/engine-deps';
import { chapters, fakePlayer, session, settle } from './fake-player';

// The player follows Settings › Playback (ADR 028): where each chapter starts (speed, volume), whether a
// chapter's end moves on, and what happens when the page goes out of sight.

const [first, second] = chapters as [(typeof chapters)[0], (typeof chapters)[0]];

function playerWith(preferences: Partial<PlaybackPreferences> = {}) {
  const chosen: PlaybackPreferences = {
    autoplayNext: true,
    backgroundPlayback: false,
    defaultVolume: 0.8,
    defaultSpeed: 1,
    ...preferences,
  };
  const player = fakePlayer({ preferences: () => chosen });
  return { ...player, chosen };
}

async function playFirst(player: ReturnType<typeof playerWith>, { kidAutoplays = true } = {}) {
  player.engine.start(session({ autoplayNext: kidAutoplays }), first.id);
  await settle();
  player.audio.loadMetadata(first.duration);
  await settle();
}

async function loadSecond(player: ReturnType<typeof playerWith>) {
  await settle();
  player.audio.loadMetadata(second.duration);
  await settle();
}

describe('the default speed and volume', () => {
  it('start the first chapter played', async () => {
    const player = playerWith({ defaultSpeed: 1.3, defaultVolume: 0.6 });
    await playFirst(player);
    expect(player.store.getState()).toMatchObject({ playbackRate: 1.3, volume: 0.6, status: 'playing' });
    expect(player.audio.playbackRate).toBe(1.3);
    expect(player.audio.volume).toBe(0.6);
  });

  it('changed in Settings, apply to the next chapter played, not to the one playing', async () => {
    const player = playerWith();
    await playFirst(player);
    player.chosen.defaultSpeed = 1.4;
    player.chosen.defaultVolume = 0.5;
    player.audio.playTo(100);
    expect(player.audio.playbackRate).toBe(1);
    expect(player.audio.volume).toBe(0.8);

    player.engine.next();
    await loadSecond(player);
    expect(player.store.getState()).toMatchObject({ chapterId: second.id, playbackRate: 1.4, volume: 0.5 });
    expect(player.audio.playbackRate).toBe(1.4);
    expect(player.audio.volume).toBe(0.5);
  });

  it("give way to the listener's own choice in the player, for the rest of the visit", async () => {
    const player = playerWith();
    await playFirst(player);
    player.store.setState({ playbackRate: 1.2, setByListener: { volume: false, playbackRate: true } });
    player.chosen.defaultSpeed = 0.8;
    player.chosen.defaultVolume = 0.3;

    player.engine.next();
    await loadSecond(player);
    expect(player.audio.playbackRate).toBe(1.2); // The listener's speed holds.
    expect(player.audio.volume).toBe(0.3); // The volume was not touched: its default applies.
  });
});

describe('autoplay next', () => {
  it("off in Settings: playback stops at the chapter's end, even when the kid's profile goes on", async () => {
    const player = playerWith({ autoplayNext: false });
    await playFirst(player, { kidAutoplays: true });
    player.audio.playTo(299.5);
    player.audio.end();
    await settle();
    expect(player.store.getState()).toMatchObject({ chapterId: first.id, status: 'paused', position: 300 });
    expect(player.writes.at(-1)?.body).toMatchObject({ chapterId: first.id, completed: true });
    expect(player.deps.getChapterAudio).toHaveBeenCalledTimes(1);
    expect(player.deps.notify.info).not.toHaveBeenCalled();
  });

  it("on in Settings: the kid's profile decides (off: it stops)", async () => {
    const player = playerWith({ autoplayNext: true });
    await playFirst(player, { kidAutoplays: false });
    player.audio.end();
    await settle();
    expect(player.store.getState()).toMatchObject({ chapterId: first.id, status: 'paused' });
  });

  it('on in Settings and in the profile: the next chapter plays', async () => {
    const player = playerWith({ autoplayNext: true });
    await playFirst(player, { kidAutoplays: true });
    player.audio.end();
    await loadSecond(player);
    expect(player.store.getState()).toMatchObject({ chapterId: second.id, status: 'playing' });
  });
});

describe('background playback', () => {
  it('off (the default): out of sight, the chapter playing plays on, saved, and is the last one', async () => {
    const player = playerWith({ backgroundPlayback: false });
    await playFirst(player);
    player.audio.playTo(42);
    player.engine.hidden();
    // The screen went off at bedtime: the chapter goes on.
    expect(player.store.getState().status).toBe('playing');
    expect(player.audio.paused).toBe(false);
    expect(player.writes.at(-1)?.body).toMatchObject({ chapterId: first.id, position: 42 });

    player.audio.end();
    await settle();
    expect(player.store.getState()).toMatchObject({ chapterId: first.id, status: 'paused' });
    expect(player.deps.getChapterAudio).toHaveBeenCalledTimes(1);
  });

  it('off: back in sight, the next chapter end moves on again', async () => {
    const player = playerWith({ backgroundPlayback: false });
    await playFirst(player);
    player.engine.hidden();
    player.engine.visible();
    player.audio.end();
    await loadSecond(player);
    expect(player.store.getState()).toMatchObject({ chapterId: second.id, status: 'playing' });
  });

  it('on: out of sight, the story goes on from chapter to chapter', async () => {
    const player = playerWith({ backgroundPlayback: true });
    await playFirst(player);
    player.audio.playTo(42);
    player.engine.hidden();
    expect(player.writes.at(-1)?.body).toMatchObject({ position: 42 });
    player.audio.end();
    await loadSecond(player);
    expect(player.store.getState()).toMatchObject({ chapterId: second.id, status: 'playing' });
  });
});
