import { SIGNED_OUT_EVENT } from '@/contract/constants';
import type { PlayerSession } from './player-types';

// Whether a story is in the player, for the layout that shows the mini-player on every screen. Kept
// apart from player-store.ts so the app shell can know it without carrying the store (DESIGN's
// first-load budget): a story kept from the last visit, or one started since.
//
// The last story played is remembered on the device (local storage) with its chapter and position, so
// the mini-player comes back after a reload, paused at the same place (ADR 022).

const SAVED_PLAYBACK_KEY = 'fablecast:now-playing';

export interface SavedPlayback {
  session: PlayerSession;
  chapterId: string;
  /** Seconds into the chapter. */
  position: number;
  /** Seconds; 0 when unknown. */
  duration: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The story kept from the last visit, or null when there is none or it cannot be read. */
export function readSavedPlayback(): SavedPlayback | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SAVED_PLAYBACK_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const saved: unknown = JSON.parse(raw);
    if (!isRecord(saved) || !isRecord(saved.session)) return null;
    const { session, chapterId, position, duration } = saved;
    if (typeof chapterId !== 'string' || typeof position !== 'number' || typeof duration !== 'number')
      return null;
    if (typeof session.storyId !== 'string' || typeof session.userId !== 'string') return null;
    if (!Array.isArray(session.chapters)) return null;
    const held = session as unknown as PlayerSession;
    if (!held.chapters.some((chapter) => chapter.id === chapterId)) return null;
    return { session: held, chapterId, position: Math.max(0, position), duration: Math.max(0, duration) };
  } catch {
    return null;
  }
}

export function writeSavedPlayback(saved: SavedPlayback | null): void {
  try {
    if (saved === null) localStorage.removeItem(SAVED_PLAYBACK_KEY);
    else localStorage.setItem(SAVED_PLAYBACK_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or refused: the mini-player just won't come back after a reload.
  }
}

// Read once the reader above is defined (a const is not there before its line).
let present = readSavedPlayback() !== null;
const listeners = new Set<() => void>();

/** For the layout (useSyncExternalStore). */
export const playerPresence = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isPresent: (): boolean => present,
};

/** The player store reports whether it holds a story. */
export function announcePresence(isPresent: boolean): void {
  if (present === isPresent) return;
  present = isPresent;
  listeners.forEach((listener) => listener());
}

// A parent signing out on this device takes their story with them (the next family member starts afresh).
if (typeof window !== 'undefined') {
  window.addEventListener(SIGNED_OUT_EVENT, () => writeSavedPlayback(null));
}
