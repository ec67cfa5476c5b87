import { SLEEP_TIMER_CHOICES, SLEEP_TIMER_MINUTES } from './constants';

// What a sleep timer can be set to (issue 15): some minutes (S§5: 5 to 120), or a number of chapter ends
// (1 is "the end of this chapter"), or off. One list for the player and Settings › Playback's default,
// written as short codes ('off', 'minutes:30', 'chapters:2') where it is kept (preferences, the kid's
// last choice) and in a select's values.

export type SleepChoice = { kind: 'minutes'; minutes: number } | { kind: 'chapters'; count: number };
/** A choice, or null: off. */
export type SleepSetting = SleepChoice | null;

/** Ours: "after 1, 2 or 3 chapters" (issue 15); a bedtime story rarely needs more. */
export const SLEEP_CHAPTER_COUNTS = [1, 2, 3] as const;

export const SLEEP_OFF = 'off';

export function encodeSleepSetting(setting: SleepSetting): string {
  if (setting === null) return SLEEP_OFF;
  return setting.kind === 'minutes' ? `minutes:${setting.minutes}` : `chapters:${setting.count}`;
}

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** A code read back (storage, a select); undefined when it is not one (a corrupt or foreign value). */
export function decodeSleepSetting(code: unknown): SleepSetting | undefined {
  if (code === SLEEP_OFF) return null;
  if (typeof code !== 'string') return undefined;
  const [kind, raw, ...rest] = code.split(':');
  const value = Number(raw);
  if (rest.length > 0 || raw === undefined || raw === '') return undefined;
  if (kind === 'minutes' && isWhole(value, SLEEP_TIMER_MINUTES.min, SLEEP_TIMER_MINUTES.max)) {
    return { kind: 'minutes', minutes: value };
  }
  const maxChapters = Math.max(...SLEEP_CHAPTER_COUNTS);
  if (kind === 'chapters' && isWhole(value, 1, maxChapters)) return { kind: 'chapters', count: value };
  return undefined;
}

/** Off, the usual minutes (with `current`'s, if it is an unusual length kept), then 1 to 3 chapters. */
export function sleepSettingChoices(current: SleepSetting = null): SleepSetting[] {
  const minutes = new Set<number>(SLEEP_TIMER_CHOICES);
  if (current?.kind === 'minutes') minutes.add(current.minutes);
  return [
    null,
    ...[...minutes].sort((a, b) => a - b).map((value): SleepChoice => ({ kind: 'minutes', minutes: value })),
    ...SLEEP_CHAPTER_COUNTS.map((count): SleepChoice => ({ kind: 'chapters', count })),
  ];
}

/**
 * Where a story starting for a kid sets the timer: the kid's last choice on this device (off included),
 * else the default from Settings.
 */
export function initialSleepSetting(remembered: SleepSetting | undefined, settingsDefault: SleepSetting) {
  return remembered === undefined ? settingsDefault : remembered;
}
