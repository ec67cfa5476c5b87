import type { AuthTokens } from '@/contract/auth';
import { clearTokens, getAccessToken, readRefreshToken, saveTokens } from './session-tokens';

// Keeps the tabs of one browser in step. Refresh tokens rotate on every use and a rotated token shown
// again revokes the whole family (DESIGN §9), so a tab that kept using the token it started with after
// another tab rotated it would sign the parent out everywhere. Each rotation is therefore announced
// and adopted by the other tabs that hold a session; a sign-out is announced too, so it ends every tab.

type SessionMessage = { type: 'tokens'; tokens: AuthTokens } | { type: 'signed-out' };

const CHANNEL_NAME = 'fablecast-session';
let channel: BroadcastChannel | null = null;

function isSessionMessage(value: unknown): value is SessionMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  if (value.type === 'signed-out') return true;
  if (value.type !== 'tokens' || !('tokens' in value)) return false;
  const tokens = value.tokens as Partial<AuthTokens> | null;
  return typeof tokens?.accessToken === 'string' && typeof tokens.refreshToken === 'string';
}

async function holdsSession(): Promise<boolean> {
  return getAccessToken() !== null || (await readRefreshToken()) !== null;
}

/** Listens to the other tabs; `onSignedOut` runs after another tab signed out. */
export function startSessionSync(onSignedOut: () => void): () => void {
  if (channel || typeof BroadcastChannel !== 'function') return () => {};
  const opened = new BroadcastChannel(CHANNEL_NAME);
  channel = opened;
  opened.onmessage = async ({ data }: MessageEvent<unknown>) => {
    if (!isSessionMessage(data)) return;
    if (data.type === 'tokens') {
      // A guest tab stays a guest: it only adopts tokens for a session it already holds.
      if (await holdsSession()) await saveTokens(data.tokens);
      return;
    }
    await clearTokens();
    onSignedOut();
  };
  return () => {
    opened.close();
    channel = null;
  };
}

export function announceTokens(tokens: AuthTokens): void {
  channel?.postMessage({ type: 'tokens', tokens } satisfies SessionMessage);
}

export function announceSignOut(): void {
  channel?.postMessage({ type: 'signed-out' } satisfies SessionMessage);
}
