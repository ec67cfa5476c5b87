import { describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_STORAGE_KEY } from '@/contract/constants';
import {
  nativeRefreshTokenStore,
  preferencesPlugin,
  type PreferencesPlugin,
} from '@/lib/session/native-refresh-token-store';
import { refreshTokenStoreFor, webRefreshTokenStore } from '@/lib/session/refresh-token-store';

function fakePreferences(): PreferencesPlugin & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: vi.fn(async ({ key }: { key: string }) => ({ value: values.get(key) ?? null })),
    set: vi.fn(async ({ key, value }: { key: string; value: string }) => void values.set(key, value)),
    remove: vi.fn(async ({ key }: { key: string }) => void values.delete(key)),
  };
}

describe('refresh token storage (P§3)', () => {
  it('uses session storage on the web', async () => {
    const store = await refreshTokenStoreFor(false, window);
    await store.write('r-1');
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('r-1');
    expect(await store.read()).toBe('r-1');
    await store.clear();
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("uses the device's preferences inside the native shell", async () => {
    const preferences = fakePreferences();
    const bridge = { Capacitor: { Plugins: { Preferences: preferences } } };
    const store = await refreshTokenStoreFor(true, bridge);
    await store.write('r-native');
    expect(preferences.values.get(REFRESH_TOKEN_STORAGE_KEY)).toBe('r-native');
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(await store.read()).toBe('r-native');
    await store.clear();
    expect(preferences.values.size).toBe(0);
  });

  it('falls back to session storage in a shell without the Preferences plugin', async () => {
    expect(preferencesPlugin({ Capacitor: { Plugins: {} } })).toBeUndefined();
    const store = await refreshTokenStoreFor(true, { Capacitor: {} });
    await store.write('r-2');
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('r-2');
  });

  it('survives storage that throws (the token is simply not kept)', async () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const store = webRefreshTokenStore(() => broken);
    await expect(store.write('r')).resolves.toBeUndefined();
    await expect(store.read()).resolves.toBeNull();
    await expect(store.clear()).resolves.toBeUndefined();
  });

  it('reads and writes through the plugin API', async () => {
    const preferences = fakePreferences();
    const store = nativeRefreshTokenStore(preferences, 'k');
    await store.write('v');
    expect(preferences.set).toHaveBeenCalledWith({ key: 'k', value: 'v' });
  });
});
