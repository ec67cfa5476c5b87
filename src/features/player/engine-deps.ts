import type { StoreApi } from 'zustand';
import type { OutboxEntry } from '@/lib/outbox/outbox-row';
import type { SleepSetting } from '@/contract/sleep-timer';
import type { MediaSessionPort, RemoteHandlers } from './media-session';
import type { PlayerChapter, PlayerState } from './player-types';

// What the audio engine is given (audio-engine.ts): the real ones in engine-instance.ts, fakes in tests.

export type MediaElement = Pick<
  HTMLAudioElement,
  | 'src'
  | 'currentTime'
  | 'duration'
  | 'volume'
  | 'playbackRate'
  | 'defaultPlaybackRate'
  | 'preload'
  | 'error'
  | 'play'
  | 'pause'
  | 'addEventListener'
>;

/** The engine's texts, in the 'player' namespace. */
export type PlayerText =
  | 'errors.fetchUrl'
  | 'errors.load'
  | 'errors.play'
  | 'errors.maxRetries'
  | 'errors.notDownloaded'
  | 'toasts.playbackError'
  | 'toasts.nextChapter'
  | 'toasts.previousChapter';

export type AudioSource = { audioUrl: string; duration?: number };

/** What a parent chose in Settings › Playback that the engine follows (ADR 028). */
export interface PlaybackPreferences {
  /** Off: a chapter's end is where playback stops, whatever the kid profile says. */
  autoplayNext: boolean;
  /** Off: out of sight, the chapter playing is the last one until the page is seen again. */
  backgroundPlayback: boolean;
  /** Where each chapter starts, until the listener moves them in the player this visit. */
  defaultVolume: number;
  defaultSpeed: number;
}
type SavedProgress = { position: number; totalListeningTime: number; completed: boolean };
type Notify = (title: string, options?: { description?: string }) => void;

export interface AudioEngineDeps {
  store: StoreApi<PlayerState>;
  createAudio: () => MediaElement;
  /** Rejects with a NotDownloadedError (chapter-source.ts) offline for a chapter not kept here. */
  getChapterAudio: (chapterId: string) => Promise<AudioSource>;
  refreshChapterAudioUrl: (chapterId: string) => Promise<AudioSource>;
  getChapterProgress: (
    userId: string,
    storyId: string,
    chapterId: string,
    childId: string,
  ) => Promise<SavedProgress>;
  /**
   * The story's ready chapters now, how many it has in all, and whether more are being narrated
   * (GET /stories/{id}).
   */
  getReadyChapters: (
    storyId: string,
  ) => Promise<{ chapters: PlayerChapter[]; chapterCount: number; narrating: boolean }>;
  enqueueWrite: (entry: OutboxEntry) => Promise<void>;
  /** How far through the chapter the child has listened (percent), for the milestones. */
  onListened: (storyId: string, chapterId: string, percent: number) => void;
  notify: { error: Notify; info: Notify };
  text: (key: PlayerText) => string;
  connectMediaSession: (handlers: RemoteHandlers) => MediaSessionPort;
  /** The device's playback preferences, read when they matter; none: the kid profile alone decides. */
  preferences?: () => PlaybackPreferences;
  /** The sleep timer a story starting for this kid begins with (their last choice, or Settings'). */
  initialSleepSetting?: (childId: string | null) => SleepSetting;
  /** Keeps the listener's choice for this kid (sleep-memory.ts). */
  rememberSleepSetting?: (childId: string | null, setting: SleepSetting) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Epoch milliseconds. */
  now?: () => number;
  newId?: () => string;
  /** False when the device knows it is offline (`navigator.onLine`). */
  isOnline?: () => boolean;
}
