import { AUDIO_VOLUME_DEFAULT, AUDIO_VOLUME_STORAGE_KEY } from '@/contract/constants';

// The player's volume (P§3, S§3, S§9): 0 to 1, 0.8 by default, remembered under 'audio-volume'.

/** Keeps a volume between 0 and 1; anything that is not a number becomes the default. */
export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return AUDIO_VOLUME_DEFAULT;
  return Math.min(1, Math.max(0, value));
}

/** The stored volume; a missing or unreadable value (or storage that throws) gives the default. */
export function readStoredVolume(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): number {
  try {
    const raw = storage?.getItem(AUDIO_VOLUME_STORAGE_KEY);
    if (raw === null || raw === undefined || raw.trim() === '') return AUDIO_VOLUME_DEFAULT;
    return clampVolume(Number(raw));
  } catch {
    return AUDIO_VOLUME_DEFAULT;
  }
}

/** Remembers the volume (clamped); returns what was kept. */
export function storeVolume(
  value: number,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): number {
  const volume = clampVolume(value);
  try {
    storage?.setItem(AUDIO_VOLUME_STORAGE_KEY, String(volume));
  } catch {
    // Not remembered (private mode, storage full); the volume still applies to this visit.
  }
  return volume;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
