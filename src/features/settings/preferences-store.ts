import { create } from 'zustand';
import { AUDIO_VOLUME_STORAGE_KEY } from '@/contract/constants';
import {
  applyChange,
  parsePreferences,
  parseStoredVolume,
  type PreferencesChange,
  type SettingsPreferences,
} from './preferences';

// The Settings preferences of this device (S§3), read at once and kept in local storage. The default
// volume keeps the spec's own key, 'audio-volume' (P§3), so a volume chosen before this setting existed
// carries over; the rest is one JSON value. Another tab's change shows here too (the `storage` event).
// The player, the consent screens and the story-ready notice read this store (its front door); it
// carries zod, so nothing on the first load imports it.

export const PREFERENCES_STORAGE_KEY = 'fablecast:preferences';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** What this device keeps; a missing, unreadable or corrupt value gives the default. */
export function readPreferences(from: Pick<Storage, 'getItem'> | undefined = storage()): SettingsPreferences {
  let kept: unknown = null;
  let volume: string | null = null;
  try {
    const raw = from?.getItem(PREFERENCES_STORAGE_KEY) ?? null;
    volume = from?.getItem(AUDIO_VOLUME_STORAGE_KEY) ?? null;
    kept = raw === null ? null : JSON.parse(raw);
  } catch {
    // Unreadable (not JSON, or storage that throws): the defaults.
  }
  const preferences = parsePreferences(kept);
  return { ...preferences, audio: { ...preferences.audio, defaultVolume: parseStoredVolume(volume) } };
}

function writePreferences(preferences: SettingsPreferences): void {
  const { defaultVolume, ...audio } = preferences.audio;
  try {
    storage()?.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ ...preferences, audio }));
    storage()?.setItem(AUDIO_VOLUME_STORAGE_KEY, String(defaultVolume));
  } catch {
    // Not remembered (private mode, storage full); the choice still holds for this visit.
  }
}

export const usePreferencesStore = create<SettingsPreferences>(() => readPreferences());

/** Applies a change (each value checked against its range), keeps it, and returns the result. */
export function changePreferences(change: PreferencesChange): SettingsPreferences {
  const next = applyChange(usePreferencesStore.getState(), change);
  writePreferences(next);
  usePreferencesStore.setState(next, true);
  return next;
}

/** The preferences now (for code outside React). */
export const preferences = (): SettingsPreferences => usePreferencesStore.getState();

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key === PREFERENCES_STORAGE_KEY ||
      event.key === AUDIO_VOLUME_STORAGE_KEY ||
      event.key === null
    ) {
      usePreferencesStore.setState(readPreferences(), true);
    }
  });
}
