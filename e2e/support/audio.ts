import type { Page } from '@playwright/test';

// The player's one audio element (window.__fablecastAudio, src/features/player/engine-instance.ts),
// as a test listens to it: its state now, and what happened to it since the page loaded.

export interface AudioState {
  src: string;
  time: number;
  duration: number;
  paused: boolean;
  crossOrigin: string | null;
  /** The end of the seekable range (0 when nothing is seekable). */
  seekableEnd: number;
}

export interface AudioLog {
  /** `playing` events since the page loaded. */
  playing: number;
  /** Every source the element loaded, in order (its `currentSrc` at `loadstart`). */
  sources: string[];
}

/**
 * Before any page script: keeps a log of the audio element's `playing` events and of every source it
 * loads, from the moment the app creates it. Read it with `audioLog`.
 */
export async function watchAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log = { playing: 0, sources: [] as string[] };
    let element: HTMLAudioElement | undefined;
    Object.defineProperty(window, '__fablecastAudioLog', { value: log });
    Object.defineProperty(window, '__fablecastAudio', {
      configurable: true,
      get: () => element,
      set(audio: HTMLAudioElement) {
        element = audio;
        audio.addEventListener('playing', () => (log.playing += 1));
        audio.addEventListener('loadstart', () => log.sources.push(audio.currentSrc || audio.src));
      },
    });
  });
}

export const audioLog = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __fablecastAudioLog: AudioLog }).__fablecastAudioLog ?? {
        playing: 0,
        sources: [],
      },
  );

/** The element's state now, or null before anything has played. */
export const audioState = (page: Page) =>
  page.evaluate((): AudioState | null => {
    const audio = (window as unknown as { __fablecastAudio?: HTMLAudioElement }).__fablecastAudio;
    if (!audio) return null;
    return {
      src: audio.src,
      time: audio.currentTime,
      duration: audio.duration,
      paused: audio.paused,
      crossOrigin: audio.crossOrigin,
      seekableEnd: audio.seekable.length > 0 ? audio.seekable.end(audio.seekable.length - 1) : 0,
    };
  });

/** Where the playhead is now (-1 before anything has played). */
export const audioTime = async (page: Page) => (await audioState(page))?.time ?? -1;

/** Moves the playhead as a scrub of the seek bar does, and waits for `seeked`. */
export async function seekAudio(page: Page, seconds: number | 'eighty-percent'): Promise<AudioState> {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        const audio = (window as unknown as { __fablecastAudio: HTMLAudioElement }).__fablecastAudio;
        audio.addEventListener('seeked', () => resolve(), { once: true });
        audio.currentTime = to === 'eighty-percent' ? audio.duration * 0.8 : to;
      }),
    seconds,
  );
  return (await audioState(page))!;
}
