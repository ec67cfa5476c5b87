import { SW_RELOAD_GUARD_MS, SW_UPDATE_RETRY_MS } from '@/contract/constants';

// The update policy, free of browser APIs so it can be tested on its own:
//  - a new worker waits; we let it activate (SKIP_WAITING) as soon as nothing is busy (audio playing);
//  - when a new version takes control of this page, reload — exactly once, and never while busy;
//  - the very first install (nothing controlled the page before) never reloads.

/** Parses the timestamp stored by the last update-reload; anything unreadable counts as none. */
export function parseReloadStamp(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** False when an update-reload already happened less than `guardMs` ago (a reload loop). */
export function shouldReloadAfterUpdate(
  lastReloadAt: number | null,
  now: number,
  guardMs: number = SW_RELOAD_GUARD_MS,
): boolean {
  if (lastReloadAt === null) return true;
  const elapsed = now - lastReloadAt;
  // A stamp from the future means the clock moved back: do not let it block updates forever.
  return elapsed < 0 || elapsed >= guardMs;
}

interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  key: string;
  now: () => number;
  reload: () => void;
}

/** Reloads unless the guard says a reload just happened; returns whether it reloaded. */
export function reloadOnce({ storage, key, now, reload }: ReloadGuardDeps): boolean {
  const time = now();
  if (!shouldReloadAfterUpdate(parseReloadStamp(storage.getItem(key)), time)) {
    console.warn('Service worker update: skipped a second reload within the guard window.');
    return false;
  }
  storage.setItem(key, String(time));
  reload();
  return true;
}

/** A controller change: a new version of ours, or one another tab activated. */
export interface ControllingEvent {
  isUpdate?: boolean;
  isExternal?: boolean;
}

interface UpdateControllerDeps {
  /** Posts SKIP_WAITING to the waiting worker. */
  skipWaiting: () => void;
  /** Reloads the page (already guarded against loops). */
  reload: () => void;
  /** True while something (the player) must not be interrupted. */
  isBusy: () => boolean;
  setTimer: (run: () => void, ms: number) => void;
  retryMs?: number;
  /**
   * Whether a worker controlled this page when it loaded. If not, the first worker to take control is
   * the first install as far as this page is concerned — even when workbox calls it "external" because
   * an earlier page (reloaded mid-install) registered it — and the page already runs that version.
   */
  pageWasControlled?: boolean;
}

export function createUpdateController({
  skipWaiting,
  reload,
  isBusy,
  setTimer,
  retryMs = SW_UPDATE_RETRY_MS,
  pageWasControlled = true,
}: UpdateControllerDeps) {
  const pending = new Set<'activate' | 'reload'>();

  // Runs `action` now if idle, otherwise once idle; repeated requests while waiting collapse into one.
  const whenIdle = (kind: 'activate' | 'reload', action: () => void) => {
    if (pending.has(kind)) return;
    const attempt = () => {
      if (isBusy()) {
        pending.add(kind);
        setTimer(attempt, retryMs);
        return;
      }
      pending.delete(kind);
      action();
    };
    attempt();
  };

  return {
    /** A new worker is installed and waiting. */
    onWaiting: () => whenIdle('activate', skipWaiting),
    /** A worker took control: a new version (ours or another tab's) reloads; the first install does not. */
    onControlling: (event: ControllingEvent) => {
      if (!pageWasControlled) return;
      if (event.isUpdate === true || event.isExternal === true) whenIdle('reload', reload);
    },
  };
}
