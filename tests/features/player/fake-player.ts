import { vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createAudioEngine } from '@/features/player/audio-engine';
import type { AudioEngineDeps, PlayerText } from '@/features/player/engine-deps';
import type { MediaSessionPort, RemoteHandlers } from '@/features/player/media-session';
import type { PlayerSession, PlayerState } from '@/features/player/player-types';
import type { OutboxEntry } from '@/lib/outbox/outbox-row';
import en from '@/locales/en/player.json';

/** Timers and a clock that move only when told to. */
export function fakeClock(start = Date.UTC(2026, 10, 21, 19, 0, 0)) {
  let time = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => time,
    date: () => new Date(time),
    setTimer: (run: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: time + ms, run });
      return id;
    },
    clearTimer: (handle: unknown) => {
      timers.delete(handle as number);
    },
    /** Moves the clock, running every timer that falls due on the way, in order. */
    advance(ms: number) {
      const target = time + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= target)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        time = due[1].at;
        due[1].run();
      }
      time = target;
    },
  };
}

/** A stand-in for HTMLAudioElement: it never loads anything; the test says what happens. */
export class FakeAudio extends EventTarget {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  volume = 1;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  preload = '';
  paused = true;
  error: { code: number } | null = null;
  /** What the next play() answers. */
  playOutcome: () => Promise<void> = () => Promise.resolve();

  play = vi.fn(() => {
    const outcome = this.playOutcome();
    outcome.then(
      () => {
        this.paused = false;
        this.emit('playing');
      },
      () => undefined,
    );
    return outcome;
  });

  pause = vi.fn(() => {
    if (this.paused) return;
    this.paused = true;
    this.emit('pause');
  });

  emit(type: string) {
    this.dispatchEvent(new Event(type));
  }

  /** The browser read the file's header. */
  loadMetadata(duration: number) {
    this.duration = duration;
    this.emit('loadedmetadata');
  }

  /** Playback moved to `seconds`. */
  playTo(seconds: number) {
    this.currentTime = seconds;
    this.emit('timeupdate');
  }

  fail(code: number) {
    this.error = { code };
    this.emit('error');
  }

  end() {
    this.currentTime = this.duration;
    this.paused = true;
    this.emit('pause');
    this.emit('ended');
  }
}

export const USER_ID = 'a3f1c1d2-0000-4000-8000-000000000001';
export const CHILD_ID = 'c0000000-0000-4000-8000-000000000001';
export const STORY_ID = '5a000000-0000-4000-8000-000000000001';

export const chapters = [
  { id: 'ch000000-0000-4000-8000-000000000001', title: 'The Lighthouse', order: 1, duration: 300 },
  { id: 'ch000000-0000-4000-8000-000000000002', title: 'The Storm', order: 2, duration: 240 },
  { id: 'ch000000-0000-4000-8000-000000000003', title: 'Home Again', order: 3, duration: 200 },
];

export function session(overrides: Partial<PlayerSession> = {}): PlayerSession {
  return {
    storyId: STORY_ID,
    storyTitle: 'Luna and the Lighthouse',
    coverUrl: null,
    chapters,
    userId: USER_ID,
    childId: CHILD_ID,
    autoplayNext: false,
    ...overrides,
  };
}

/** The English texts, as the listener reads them. */
export function englishText(key: PlayerText): string {
  const [group, name] = key.split('.') as [keyof typeof en, string];
  return (en[group] as Record<string, string>)[name] ?? key;
}

export function initialState(): PlayerState {
  return {
    session: null,
    chapterId: null,
    status: 'idle',
    position: 0,
    duration: 0,
    errorMessage: null,
    volume: 0.8,
    playbackRate: 1,
    setByListener: { volume: false, playbackRate: false },
    sleepTimer: null,
  };
}

/** The lock screen, as the engine drives it: the handlers it was given and what it was told. */
export function fakeRemote() {
  const port = {
    show: vi.fn<MediaSessionPort['show']>(),
    setPlaying: vi.fn<MediaSessionPort['setPlaying']>(),
    setPosition: vi.fn<MediaSessionPort['setPosition']>(),
    setTrackControls: vi.fn<MediaSessionPort['setTrackControls']>(),
  };
  const remote = {
    port,
    handlers: null as RemoteHandlers | null,
    connect: (handlers: RemoteHandlers): MediaSessionPort => {
      remote.handlers = handlers;
      return port;
    },
  };
  return remote;
}

/** An engine over a fake element, fake calls and a fake clock; every call and write is recorded. */
export function fakePlayer(overrides: Partial<AudioEngineDeps> = {}) {
  const clock = fakeClock();
  const audio = new FakeAudio();
  const store = createStore<PlayerState>()(initialState);
  const writes: OutboxEntry[] = [];
  const remote = fakeRemote();
  let urlCount = 0;
  const deps = {
    store,
    createAudio: () => audio as unknown as HTMLAudioElement,
    getChapterAudio: vi.fn(async (chapterId: string) => ({
      audioUrl: `/media/${chapterId}.mp3?sig=${++urlCount}`,
    })),
    refreshChapterAudioUrl: vi.fn(async (chapterId: string) => ({
      audioUrl: `/media/${chapterId}.mp3?sig=${++urlCount}`,
    })),
    getChapterProgress: vi.fn(async () => ({ position: 0, totalListeningTime: 0, completed: false })),
    // The whole story is ready unless a test says otherwise.
    getReadyChapters: vi.fn(async () => ({ chapters, chapterCount: chapters.length, narrating: false })),
    enqueueWrite: vi.fn(async (entry: OutboxEntry) => {
      writes.push(entry);
    }),
    onListened: vi.fn(),
    notify: { error: vi.fn(), info: vi.fn() },
    text: englishText,
    connectMediaSession: remote.connect,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    now: clock.now,
    newId: (() => {
      let id = 0;
      return () => `entry-${++id}`;
    })(),
    ...overrides,
  } satisfies AudioEngineDeps;
  const engine = createAudioEngine(deps);
  return { engine, audio, store, clock, writes, deps, remote };
}

/** Lets pending promises (the fake calls) settle. */
export async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}
