// Whether the lock screen offers seeking: in parent mode only, so that in child mode a stray touch there
// cannot lose the place either (ADR 033). The app tells it (parent-mode-wiring.ts); the engine follows.
// Off until told otherwise: child mode is the default.

let allowed = false;
const followers = new Set<(allowed: boolean) => void>();

export function allowLockScreenSeeking(next: boolean): void {
  allowed = next;
  for (const follower of followers) follower(next);
}

/** Calls `follower` now and at every change. */
export function followLockScreenSeeking(follower: (allowed: boolean) => void): void {
  followers.add(follower);
  follower(allowed);
}
