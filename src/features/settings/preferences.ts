import { z } from 'zod';
import {
  AUDIO_VOLUME_DEFAULT,
  PLAYBACK_SPEED,
  SETTINGS_DEFAULTS,
  SETTINGS_VOLUME,
} from '@/contract/constants';
import { decodeSleepSetting, SLEEP_OFF } from '@/contract/sleep-timer';

// The Settings preferences (S§3, "client state only"), as this device keeps them: the spec's defaults
// (S§9) and ranges (S§5). What is read back from storage is checked field by field, so one corrupt
// value falls back to its own default and never takes the others with it. The spec's other two
// preferences have their own homes: analytics consent in the consent store, download quality in the
// downloads store.

export interface SettingsPreferences {
  /** On: no analytics at all on this device, whatever the consent says (P§4). */
  childModeEnabled: boolean;
  /** Go on to the next chapter when one ends (with the kid profile's own preference). */
  autoplayNext: boolean;
  /** Off: the story pauses when the app goes to the background (ADR 028). */
  backgroundPlayback: boolean;
  notifications: { enabled: boolean; newStoryAlerts: boolean; progressMilestones: boolean };
  audio: {
    /** 0 to 1, in steps of 0.05 (the slider's 0-100 in steps of 5). */
    defaultVolume: number;
    /** 0.8 to 1.5, in steps of 0.1. */
    defaultSpeed: number;
    /**
     * The sleep timer a story starts with for a kid who has not chosen one on this device: a code of
     * src/contract/sleep-timer.ts ('off', 'minutes:30', 'chapters:2').
     */
    sleepTimerDefault: string;
  };
}

export const DEFAULT_PREFERENCES: SettingsPreferences = {
  ...SETTINGS_DEFAULTS,
  notifications: { ...SETTINGS_DEFAULTS.notifications },
  audio: {
    defaultVolume: AUDIO_VOLUME_DEFAULT,
    defaultSpeed: PLAYBACK_SPEED.default,
    sleepTimerDefault: SLEEP_OFF,
  },
};

const VOLUME_STEP = SETTINGS_VOLUME.step / 100;
/** Rounds to the nearest step (in-range values a slider of another build might have written). */
const toStep = (step: number) => (value: number) => Math.round(value / step) * step;
const roundTo = (digits: number) => (value: number) => Number(value.toFixed(digits));

const flag = (fallback: boolean) => z.boolean().catch(fallback);

const defaults = DEFAULT_PREFERENCES;
const Notifications = z.object({
  enabled: flag(defaults.notifications.enabled),
  newStoryAlerts: flag(defaults.notifications.newStoryAlerts),
  progressMilestones: flag(defaults.notifications.progressMilestones),
});

/** P§3: the volume is clamped to 0-1 (a number out of range is not corrupt, just too loud or too low). */
const DefaultVolume = z
  .number()
  .transform((value) => Math.min(1, Math.max(0, value)))
  .transform(toStep(VOLUME_STEP))
  .transform(roundTo(2))
  .catch(defaults.audio.defaultVolume);

const Audio = z.object({
  defaultVolume: DefaultVolume,
  defaultSpeed: z
    .number()
    .min(PLAYBACK_SPEED.min)
    .max(PLAYBACK_SPEED.max)
    .transform(toStep(PLAYBACK_SPEED.step))
    .transform(roundTo(1))
    .catch(defaults.audio.defaultSpeed),
  // Off by default, as the timer was before it had a default: a family that never chose one is not
  // surprised by a story stopping. The spec's "sleep-timer length" is one of its choices.
  sleepTimerDefault: z
    .string()
    .refine((code) => decodeSleepSetting(code) !== undefined)
    .catch(defaults.audio.sleepTimerDefault),
});

const Preferences = z.object({
  childModeEnabled: flag(defaults.childModeEnabled),
  autoplayNext: flag(defaults.autoplayNext),
  backgroundPlayback: flag(defaults.backgroundPlayback),
  notifications: Notifications,
  audio: Audio,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Any value (what storage held, a change to apply) as valid preferences: each bad field is its default. */
export function parsePreferences(value: unknown): SettingsPreferences {
  const source = isRecord(value) ? value : {};
  const nested = (key: string) => (isRecord(source[key]) ? source[key] : {});
  return Preferences.parse({ ...source, notifications: nested('notifications'), audio: nested('audio') });
}

/** The volume as kept under 'audio-volume' (P§3): a number in text; anything else is the default. */
export function parseStoredVolume(raw: string | null): number {
  const number = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return DefaultVolume.parse(number);
}

/** A change to some preferences; the nested groups may be partial too. */
export type PreferencesChange = Partial<Omit<SettingsPreferences, 'notifications' | 'audio'>> & {
  notifications?: Partial<SettingsPreferences['notifications']>;
  audio?: Partial<SettingsPreferences['audio']>;
};

/** `current` with `change` applied, checked like what is read back (a bad value becomes its default). */
export function applyChange(current: SettingsPreferences, change: PreferencesChange): SettingsPreferences {
  return parsePreferences({
    ...current,
    ...change,
    notifications: { ...current.notifications, ...change.notifications },
    audio: { ...current.audio, ...change.audio },
  });
}
