import type { User } from '@/contract/auth';
import { runsInNativeShell } from '@/lib/environment';
import { clearCachedUser, readCachedUser } from '@/lib/session/cached-user';
import { getAccessToken, readRefreshToken } from '@/lib/session/session-tokens';
import { setAuthenticated, setGuest, setUnverified, useSessionStore } from '../stores/session-store';
import type { StartupOutcome } from './session-startup';

// Runs the start-up sequence once per page (before the first render, so its requests start early), and
// again whenever the network returns while the session is still unverified.

function apply(outcome: StartupOutcome): void {
  if (outcome.kind === 'authenticated') setAuthenticated(outcome.user);
  else if (outcome.kind === 'unverified') setUnverified(outcome.user);
  else setGuest();
  if (outcome.kind === 'authenticated' || outcome.kind === 'unverified') void startTabSync();
}

/** Listens to the other tabs once this one holds a session (a guest has nothing to keep in step). */
const startTabSync = () =>
  import('@/lib/session/session-sync').then((sync) => {
    sync.startSessionSync(setGuest);
  });

const startupFallback = (cached: User | null): StartupOutcome =>
  cached ? { kind: 'unverified', user: cached } : { kind: 'guest' };

/** session-startup.ts step 4, decided without the API client: nothing here suggests a session. */
async function mayHoldSession(): Promise<boolean> {
  if (getAccessToken() !== null || (await readRefreshToken())) return true;
  return !runsInNativeShell() && readCachedUser() !== null;
}

// A guest's first load carries neither the start-up sequence nor the API client it needs (~1 KB gzip
// of DESIGN's 120 KB): they are fetched only when this device may hold a session.
async function startup(): Promise<StartupOutcome> {
  if (!(await mayHoldSession())) {
    clearCachedUser();
    return { kind: 'guest' };
  }
  const { runAppSessionStartup } = await import('./app-session-startup');
  return runAppSessionStartup();
}

let running: Promise<void> | null = null;

function run(): Promise<void> {
  running ??= startup()
    .then(apply, (error: unknown) => {
      // Never expected (every failure is an outcome): the parent keeps what the cache says.
      console.error('Session start-up failed:', error);
      apply(startupFallback(readCachedUser()));
    })
    .finally(() => {
      running = null;
    });
  return running;
}

let booted = false;

/** Starts the session for this page; calling it again does nothing. */
export function bootSession(): void {
  if (booted) return;
  booted = true;
  window.addEventListener('online', () => {
    if (useSessionStore.getState().status === 'unverified') void run();
  });
  void run();
}
