import { refreshTokens } from '@/lib/api/api-client';
import { runsInNativeShell } from '@/lib/environment';
import { isAccessTokenValid } from '@/lib/session/access-token';
import { clearCachedUser, readCachedUser, writeCachedUser } from '@/lib/session/cached-user';
import { expireSession } from '@/lib/session/session-expiry';
import { getAccessToken, readRefreshToken } from '@/lib/session/session-tokens';
import { getCurrentUser } from '../api/get-current-user';
import { runSessionStartup, type StartupOutcome } from './session-startup';

// The start-up sequence wired to the real client. Its own chunk: boot-session.ts fetches it only when
// this device may hold a session, so a guest's first load carries no API client (DESIGN: ≤ 120 KB).

export const runAppSessionStartup = (): Promise<StartupOutcome> =>
  runSessionStartup({
    nativeShell: runsInNativeShell(),
    getAccessToken,
    isAccessTokenValid: (token) => isAccessTokenValid(token),
    readRefreshToken,
    refreshTokens,
    getCurrentUser,
    readCachedUser,
    writeCachedUser,
    clearCachedUser,
    expireSession,
  });
