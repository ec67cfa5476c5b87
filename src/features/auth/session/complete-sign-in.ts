import type { AuthSession } from '@/contract/auth';
import { writeCachedUser } from '@/lib/session/cached-user';
import { startSessionSync } from '@/lib/session/session-sync';
import { saveTokens } from '@/lib/session/session-tokens';
import { setAuthenticated, setGuest } from '../stores/session-store';

/** After sign-in, sign-up or Google (P§4 "Sign-in or sign-up sets the user"): keep the session. */
export async function completeSignIn({ user, tokens }: AuthSession): Promise<void> {
  await saveTokens(tokens);
  writeCachedUser(user);
  setAuthenticated(user);
  startSessionSync(setGuest);
}
