import type { AudioEngine } from './audio-engine';
import { loadPlayerEngine } from './player-store';

// The player screen's controls beyond play/pause (player-store.ts). They reach the engine, which a
// session on screen has already loaded.

const withEngine = (run: (engine: AudioEngine) => void) => {
  loadPlayerEngine().then(run, (error: unknown) =>
    console.error('Player: the engine could not load.', error),
  );
};

export const seekTo = (seconds: number) => withEngine((engine) => engine.seek(seconds));
export const skipBy = (seconds: number) => withEngine((engine) => engine.seekBy(seconds));
export const nextChapter = () => withEngine((engine) => void engine.next());
export const previousChapter = () => withEngine((engine) => void engine.previous());
export const retryChapter = () => withEngine((engine) => engine.retry());
export const refreshChapters = () => withEngine((engine) => void engine.refreshChapters());
export { extendSleepTimer, setSleepTimer } from './player-store';
