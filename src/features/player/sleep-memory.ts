import { decodeSleepSetting, encodeSleepSetting, type SleepSetting } from '@/contract/sleep-timer';

// The sleep timer each kid last chose on this device (issue 15), so that tonight's story starts with
// last night's "after 2 chapters". Kept in local storage by kid profile id: it survives a reload, stays
// on the device like the other playback preferences (ADR 028), and a blocked storage only forgets.

const PREFIX = 'fablecast:sleep-timer:';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const defaultStorage = (): KeyValueStore | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Storage blocked by the browser: nothing is remembered.
  }
};

/** The kid's last choice (null: off), or undefined when there is none (or no kid). */
export function rememberedSleepSetting(
  childId: string | null,
  storage: KeyValueStore | null = defaultStorage(),
): SleepSetting | undefined {
  if (childId === null || storage === null) return undefined;
  try {
    return decodeSleepSetting(storage.getItem(PREFIX + childId));
  } catch {
    return undefined;
  }
}

export function rememberSleepSetting(
  childId: string | null,
  setting: SleepSetting,
  storage: KeyValueStore | null = defaultStorage(),
): void {
  if (childId === null || storage === null) return;
  try {
    storage.setItem(PREFIX + childId, encodeSleepSetting(setting));
  } catch {
    // Full or blocked: tonight's choice still holds, it is only not remembered.
  }
}
