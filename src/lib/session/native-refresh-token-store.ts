import { REFRESH_TOKEN_STORAGE_KEY } from '@/contract/constants';
import type { RefreshTokenStore } from './refresh-token-store';

// The native shell keeps the refresh token in the device's preferences (P§3), through Capacitor's
// Preferences plugin reached on the bridge (never imported: the web build has no Capacitor). Loaded
// only inside the shell, so the web's first load does not carry it.

/** The part of Capacitor's Preferences plugin we use. */
export interface PreferencesPlugin {
  get(options: { key: string }): Promise<{ value: string | null }>;
  set(options: { key: string; value: string }): Promise<void>;
  remove(options: { key: string }): Promise<void>;
}

/** Capacitor's Preferences plugin, when the native shell put its bridge on the window. */
export function preferencesPlugin(win: object): PreferencesPlugin | undefined {
  const capacitor: unknown = Reflect.get(win, 'Capacitor');
  if (typeof capacitor !== 'object' || capacitor === null) return undefined;
  const plugins: unknown = Reflect.get(capacitor, 'Plugins');
  if (typeof plugins !== 'object' || plugins === null) return undefined;
  const preferences: unknown = Reflect.get(plugins, 'Preferences');
  const usable =
    typeof preferences === 'object' &&
    preferences !== null &&
    ['get', 'set', 'remove'].every((method) => typeof Reflect.get(preferences, method) === 'function');
  return usable ? (preferences as PreferencesPlugin) : undefined;
}

export function nativeRefreshTokenStore(preferences: PreferencesPlugin, key = REFRESH_TOKEN_STORAGE_KEY) {
  return {
    read: async () => (await preferences.get({ key })).value,
    write: (token: string) => preferences.set({ key, value: token }),
    clear: () => preferences.remove({ key }),
  } satisfies RefreshTokenStore;
}
