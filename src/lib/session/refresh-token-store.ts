import { REFRESH_TOKEN_STORAGE_KEY } from '@/contract/constants';

// Where the refresh token lives (P§3): session storage on the web — gone when the tab closes, never
// shared with other tabs — and the device's preferences inside the native shell
// (native-refresh-token-store.ts). The access token is never stored anywhere (see session-tokens.ts).

export interface RefreshTokenStore {
  read(): Promise<string | null>;
  write(token: string): Promise<void>;
  clear(): Promise<void>;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage can throw (blocked cookies, private mode): the token is then simply not kept. */
function attempt<T>(action: () => T, otherwise: T): T {
  try {
    return action();
  } catch {
    return otherwise;
  }
}

export function webRefreshTokenStore(storage: () => KeyValueStorage, key = REFRESH_TOKEN_STORAGE_KEY) {
  return {
    read: async () => attempt(() => storage().getItem(key), null),
    write: async (token: string) => attempt(() => storage().setItem(key, token), undefined),
    clear: async () => attempt(() => storage().removeItem(key), undefined),
  } satisfies RefreshTokenStore;
}

/**
 * Device preferences inside the native shell (when its Preferences plugin is there), session storage
 * everywhere else. The native adapter is fetched only inside the shell.
 */
export async function refreshTokenStoreFor(nativeShell: boolean, win: object): Promise<RefreshTokenStore> {
  if (nativeShell) {
    const native = await import('./native-refresh-token-store');
    const preferences = native.preferencesPlugin(win);
    if (preferences) return native.nativeRefreshTokenStore(preferences);
  }
  return webRefreshTokenStore(() => sessionStorage);
}
