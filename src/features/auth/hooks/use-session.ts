import { selectIsSignedIn, useSessionStore, type SessionStatus } from '../stores/session-store';
import type { User } from '@/contract/auth';

export interface SessionView {
  status: SessionStatus;
  user: User | null;
  isSignedIn: boolean;
}

/** The session as components see it. */
export function useSession(): SessionView {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const isSignedIn = useSessionStore(selectIsSignedIn);
  return { status, user, isSignedIn };
}
