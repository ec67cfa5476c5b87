import { isLocalPath } from '@/lib/local-path';

// Where the gate leads (P§2). Paths must be on this site (isLocalPath).

/** After a correct answer: the redirect, else /settings. */
export function unlockTarget(redirect: string | null): string {
  return isLocalPath(redirect) ? redirect : '/settings';
}

/** Already in parent mode: straight to the redirect, else to consent management. */
export function alreadyUnlockedTarget(redirect: string | null): string {
  return isLocalPath(redirect) ? redirect : '/consent-management';
}

/** Cancel: back to `from`, else home. */
export function cancelTarget(from: string | null): string {
  return isLocalPath(from) ? from : '/';
}
