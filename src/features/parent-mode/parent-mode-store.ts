import { create } from 'zustand';
import { PARENT_MODE_TIMEOUT_MS } from '@/contract/constants';

// App mode (P§4): child mode by default; parent mode only through the gate. Parent mode locks itself
// after PARENT_MODE_TIMEOUT_MS without a click, keydown or touchstart. The moment of the last
// interaction is kept in this tab's session storage, so a reload within the timeout keeps a parent on
// the page they were on; a new tab, or a tab left alone, starts in child mode again.
//
// This module is loaded with the gate and the guarded routes only, never with the first screen.

const STORAGE_KEY = 'parent_mode_last_active_at';
const PERSIST_EVERY_MS = 5_000; // Interaction is frequent; storage does not need every one.
const INTERACTIONS = ['click', 'keydown', 'touchstart'] as const;

export interface ParentModeState {
  enabled: boolean;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let lastPersistedAt = 0;

function readLastActive(): number | null {
  try {
    const value = Number(sessionStorage.getItem(STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function persistLastActive(at: number | null): void {
  try {
    if (at === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, String(at));
    lastPersistedAt = at ?? 0;
  } catch {
    // Not remembered: a reload starts in child mode, which is the safe side.
  }
}

function restoredRemainingMs(): number {
  const lastActive = readLastActive();
  if (lastActive === null) return 0;
  return Math.max(0, lastActive + PARENT_MODE_TIMEOUT_MS - Date.now());
}

export const useParentModeStore = create<ParentModeState>(() => ({ enabled: false }));

function schedule(ms: number): void {
  clearTimeout(timer);
  timer = setTimeout(disableParentMode, ms);
}

/** A correct gate answer: parent mode on, the inactivity timer (re)started. */
export function enableParentMode(): void {
  persistLastActive(Date.now());
  schedule(PARENT_MODE_TIMEOUT_MS);
  useParentModeStore.setState({ enabled: true });
}

/** Back to child mode: the timer stops (P§4). Lock, timeout and sign-out all come here. */
export function disableParentMode(): void {
  clearTimeout(timer);
  timer = undefined;
  persistLastActive(null);
  if (useParentModeStore.getState().enabled) useParentModeStore.setState({ enabled: false });
}

/** Any interaction in parent mode restarts the timer (opening Settings counts too). */
export function noteParentActivity(): void {
  if (!useParentModeStore.getState().enabled) return;
  schedule(PARENT_MODE_TIMEOUT_MS);
  const now = Date.now();
  if (now - lastPersistedAt >= PERSIST_EVERY_MS) persistLastActive(now);
}

export const selectParentMode = (state: ParentModeState): boolean => state.enabled;

function start(): void {
  const remaining = restoredRemainingMs();
  if (remaining > 0) {
    useParentModeStore.setState({ enabled: true });
    schedule(remaining);
  } else {
    persistLastActive(null);
  }
  for (const type of INTERACTIONS) {
    window.addEventListener(type, noteParentActivity, { capture: true, passive: true });
  }
}

if (typeof window !== 'undefined') start();
