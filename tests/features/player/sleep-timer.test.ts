import { describe, expect, it } from 'vitest';
import { rememberedSleepSetting, rememberSleepSetting } from '@/features/player/sleep-memory';
import { changePreferences } from '@/features/settings/preferences-store';
import { decodeSleepSetting, initialSleepSetting } from '@/contract/sleep-timer';
import { CHILD_ID, chapters, fakePlayer, session, settle } from './fake-player';

// The sleep timer that knows chapters (issue 15), through the engine over a fake element and clock:
// counting chapter ends, the fade to the last one's end, "+5 min", and where a story's timer starts.

const [first, second, third] = chapters as [(typeof chapters)[0], (typeof chapters)[0], (typeof chapters)[0]];

async function playing(overrides: Parameters<typeof fakePlayer>[0] = {}, childId: string | null = CHILD_ID) {
  const player = fakePlayer(overrides);
  player.engine.start(session({ autoplayNext: true, childId }), first.id);
  await settle();
  player.audio.loadMetadata(first.duration);
  await settle();
  return player;
}

/** The chapter loaded after an auto-advance plays (its metadata arrives). */
async function nextLoads(player: Awaited<ReturnType<typeof playing>>, duration: number) {
  await settle();
  player.audio.loadMetadata(duration);
  await settle();
}

describe('after N chapters', () => {
  it('counts chapter ends from when it was set, and stops at the Nth without starting the next', async () => {
    const player = await playing();
    const { audio, engine, store } = player;
    audio.playTo(120);
    engine.setSleepTimer({ kind: 'chapters', count: 2 });
    expect(store.getState().sleepTimer).toEqual({ kind: 'chapters', count: 2, left: 2, fading: false });

    audio.end();
    expect(store.getState().sleepTimer).toMatchObject({ left: 1 });
    await nextLoads(player, second.duration);
    expect(store.getState()).toMatchObject({ chapterId: second.id, status: 'playing' });

    audio.end();
    await settle();
    expect(store.getState()).toMatchObject({
      chapterId: second.id,
      status: 'paused',
      position: second.duration,
      sleepTimer: null,
    });
    expect(player.deps.getChapterAudio).not.toHaveBeenCalledWith(third.id);
  });

  it('fades the last chapter out over its final seconds, then gives the volume back', async () => {
    const { audio, clock, engine, store } = await playing();
    engine.setSleepTimer({ kind: 'chapters', count: 1 });
    audio.playTo(first.duration - 10);
    expect(audio.volume).toBe(0.8);
    audio.playTo(first.duration - 4);
    expect(store.getState().sleepTimer).toMatchObject({ fading: true });
    clock.advance(2_000);
    expect(audio.volume).toBeLessThan(0.8);
    expect(audio.volume).toBeGreaterThan(0);
    clock.advance(2_500);
    expect(audio.volume).toBe(0);
    expect(store.getState().status).toBe('playing'); // The chapter plays to its very end.

    audio.end();
    expect(store.getState()).toMatchObject({ status: 'paused', sleepTimer: null, volume: 0.8 });
    expect(audio.volume).toBe(0.8);
  });

  it('calls the fade off when the place moves back before it', async () => {
    const { audio, clock, engine, store } = await playing();
    engine.setSleepTimer({ kind: 'chapters', count: 1 });
    audio.playTo(first.duration - 3);
    clock.advance(1_000);
    expect(audio.volume).toBeLessThan(0.8);
    audio.playTo(60);
    expect(audio.volume).toBe(0.8);
    expect(store.getState().sleepTimer).toEqual({ kind: 'chapters', count: 1, left: 1, fading: false });
  });

  it('takes the speed into account: at 1.5×, 6 s of chapter is 4 s of listening', async () => {
    const { audio, engine, store } = await playing();
    store.setState({ playbackRate: 1.5 });
    engine.setSleepTimer({ kind: 'chapters', count: 1 });
    audio.playTo(first.duration - 8);
    expect(store.getState().sleepTimer).toMatchObject({ fading: false });
    audio.playTo(first.duration - 6);
    expect(store.getState().sleepTimer).toMatchObject({ fading: true });
  });
});

describe('+5 min', () => {
  it('during a chapter fade: the fade stops, the volume returns, and the story goes on for 5 minutes', async () => {
    const player = await playing();
    const { audio, clock, engine, store } = player;
    engine.setSleepTimer({ kind: 'chapters', count: 1 });
    audio.playTo(first.duration - 4);
    clock.advance(2_000);
    expect(audio.volume).toBeLessThan(0.8);

    engine.extendSleepTimer();
    expect(audio.volume).toBe(0.8);
    expect(store.getState().sleepTimer).toMatchObject({ kind: 'minutes', minutes: 5, fading: false });
    clock.advance(3_000);
    expect(audio.volume).toBe(0.8);
    audio.end();
    await nextLoads(player, second.duration);
    expect(store.getState()).toMatchObject({ chapterId: second.id, status: 'playing' });

    clock.advance(5 * 60_000);
    expect(store.getState().sleepTimer).toMatchObject({ fading: true });
    clock.advance(6_000);
    expect(store.getState()).toMatchObject({ status: 'paused', sleepTimer: null });
  });

  it('during a minutes fade: it keeps playing', async () => {
    const { audio, clock, engine, store } = await playing();
    engine.setSleepTimer({ kind: 'minutes', minutes: 15 });
    clock.advance(15 * 60_000 + 2_000);
    expect(store.getState().sleepTimer).toMatchObject({ fading: true });
    expect(audio.volume).toBeLessThan(0.8);
    engine.extendSleepTimer();
    clock.advance(10_000);
    expect(store.getState()).toMatchObject({
      status: 'playing',
      sleepTimer: { kind: 'minutes', minutes: 5 },
    });
    expect(audio.volume).toBe(0.8);
  });
});

describe('where a story starts the timer', () => {
  it("uses the kid's last choice over the Settings default, and the default for a kid without one", async () => {
    const choices = new Map<string, ReturnType<typeof decodeSleepSetting>>([
      [CHILD_ID, { kind: 'chapters', count: 2 }],
    ]);
    const initial = (childId: string | null) =>
      initialSleepSetting(childId === null ? undefined : choices.get(childId), {
        kind: 'minutes',
        minutes: 45,
      });
    const remembered = await playing({ initialSleepSetting: initial });
    expect(remembered.store.getState().sleepTimer).toMatchObject({ kind: 'chapters', left: 2 });
    const other = await playing({ initialSleepSetting: initial }, 'c0000000-0000-4000-8000-000000000002');
    expect(other.store.getState().sleepTimer).toMatchObject({ kind: 'minutes', minutes: 45 });
  });

  it("remembers the listener's choice for the kid listening", async () => {
    const remembered: unknown[] = [];
    const player = await playing({ rememberSleepSetting: (...args) => remembered.push(args) });
    player.engine.chooseSleepTimer({ kind: 'chapters', count: 3 });
    player.engine.chooseSleepTimer(null);
    expect(remembered).toEqual([
      [CHILD_ID, { kind: 'chapters', count: 3 }],
      [CHILD_ID, null],
    ]);
  });

  it('a choice of "off" remembered wins over the default', () => {
    expect(initialSleepSetting(null, { kind: 'minutes', minutes: 30 })).toBeNull();
    expect(initialSleepSetting(undefined, { kind: 'minutes', minutes: 30 })).toEqual({
      kind: 'minutes',
      minutes: 30,
    });
  });

  it('does not set it again when play goes on in the same story for the same kid', async () => {
    let asked = 0;
    const player = await playing({
      initialSleepSetting: () => {
        asked += 1;
        return { kind: 'chapters', count: 1 };
      },
    });
    player.engine.setSleepTimer(null);
    player.engine.start(session({ autoplayNext: true }), second.id);
    await settle();
    expect(asked).toBe(1);
    expect(player.store.getState().sleepTimer).toBeNull();
  });
});

describe('the choices, as kept', () => {
  it('reads back what it writes, per kid, and forgets nothing across a reload (local storage)', () => {
    rememberSleepSetting('kid-a', { kind: 'chapters', count: 3 });
    rememberSleepSetting('kid-b', null);
    expect(rememberedSleepSetting('kid-a')).toEqual({ kind: 'chapters', count: 3 });
    expect(rememberedSleepSetting('kid-b')).toBeNull();
    expect(rememberedSleepSetting('kid-c')).toBeUndefined();
    expect(rememberedSleepSetting(null)).toBeUndefined();
  });

  it.each([
    ['off', null],
    ['minutes:30', { kind: 'minutes', minutes: 30 }],
    ['chapters:1', { kind: 'chapters', count: 1 }],
    ['chapters:4', undefined],
    ['minutes:2', undefined],
    ['minutes:30:1', undefined],
    ['chapterEnd', undefined],
    [30, undefined],
  ])('decodes %j as %j', (code, expected) => {
    expect(decodeSleepSetting(code)).toEqual(expected);
  });

  it('keeps the Settings default as one of the choices, and a bad one as off', () => {
    changePreferences({ audio: { sleepTimerDefault: 'chapters:2' } });
    expect(
      decodeSleepSetting(
        JSON.parse(localStorage.getItem('fablecast:preferences') ?? '{}').audio.sleepTimerDefault,
      ),
    ).toEqual({
      kind: 'chapters',
      count: 2,
    });
    changePreferences({ audio: { sleepTimerDefault: 'chapters:9' } });
    expect(JSON.parse(localStorage.getItem('fablecast:preferences') ?? '{}').audio.sleepTimerDefault).toBe(
      'off',
    );
  });
});
