import { beforeEach, describe, expect, it } from 'vitest';
import { AUDIO_VOLUME_STORAGE_KEY } from '@/contract/constants';
import { DEFAULT_PREFERENCES, parsePreferences } from '@/features/settings/preferences';
import {
  changePreferences,
  PREFERENCES_STORAGE_KEY,
  readPreferences,
  usePreferencesStore,
} from '@/features/settings/preferences-store';

// Settings preferences (S§3), with the spec's defaults (S§9) and ranges (S§5), kept on the device.

const keep = (value: unknown) => localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(value));

beforeEach(() => {
  usePreferencesStore.setState(readPreferences(), true);
});

describe('the defaults (S§9)', () => {
  it('are child mode on, autoplay on, background playback off, every notification on, 0.8, 1× and no sleep timer', () => {
    expect(readPreferences()).toEqual({
      childModeEnabled: true,
      autoplayNext: true,
      backgroundPlayback: false,
      notifications: { enabled: true, newStoryAlerts: true, progressMilestones: true },
      audio: { defaultVolume: 0.8, defaultSpeed: 1, sleepTimerDefault: 'off' },
    });
  });
});

describe('the ranges (S§5)', () => {
  it('accepts the edges: volume 0 and 1, speed 0.8 and 1.5, sleep timer 5 and 120 minutes or 3 chapters', () => {
    for (const audio of [
      { defaultVolume: 0, defaultSpeed: 0.8, sleepTimerDefault: 'minutes:5' },
      { defaultVolume: 1, defaultSpeed: 1.5, sleepTimerDefault: 'minutes:120' },
      { defaultVolume: 1, defaultSpeed: 1.5, sleepTimerDefault: 'chapters:3' },
    ]) {
      expect(parsePreferences({ audio }).audio).toEqual(audio);
    }
  });

  it('puts an in-range value on its step: volume by 5 %, speed by 0.1', () => {
    expect(parsePreferences({ audio: { defaultVolume: 0.83, defaultSpeed: 1.26 } }).audio).toMatchObject({
      defaultVolume: 0.85,
      defaultSpeed: 1.3,
    });
  });

  it.each([
    ['a speed under 0.8', { defaultSpeed: 0.5 }, { defaultSpeed: 1 }],
    ['a speed over 1.5', { defaultSpeed: 2 }, { defaultSpeed: 1 }],
    ['a sleep timer under 5 minutes', { sleepTimerDefault: 'minutes:2' }, { sleepTimerDefault: 'off' }],
    ['a sleep timer over 120 minutes', { sleepTimerDefault: 'minutes:240' }, { sleepTimerDefault: 'off' }],
    ['a sleep timer of 4 chapters', { sleepTimerDefault: 'chapters:4' }, { sleepTimerDefault: 'off' }],
    [
      'a sleep timer that is not whole minutes',
      { sleepTimerDefault: 'minutes:12.5' },
      { sleepTimerDefault: 'off' },
    ],
    ['a sleep timer kept as a bare number', { sleepTimerDefault: 30 }, { sleepTimerDefault: 'off' }],
  ])('gives the default for %s', (_case, audio, expected) => {
    expect(parsePreferences({ audio }).audio).toMatchObject(expected);
  });

  it('clamps the volume to 0…1, as P§3 says of audio-volume', () => {
    expect(parsePreferences({ audio: { defaultVolume: 1.7 } }).audio.defaultVolume).toBe(1);
    expect(parsePreferences({ audio: { defaultVolume: -0.2 } }).audio.defaultVolume).toBe(0);
  });
});

describe('what is read back from the device', () => {
  it('keeps a change, and reads it back after a reload', () => {
    changePreferences({
      autoplayNext: false,
      notifications: { progressMilestones: false },
      audio: { defaultSpeed: 1.2, defaultVolume: 0.6, sleepTimerDefault: 'minutes:45' },
    });
    const reloaded = readPreferences();
    expect(reloaded).toMatchObject({
      autoplayNext: false,
      backgroundPlayback: false,
      notifications: { enabled: true, newStoryAlerts: true, progressMilestones: false },
      audio: { defaultSpeed: 1.2, defaultVolume: 0.6, sleepTimerDefault: 'minutes:45' },
    });
    expect(usePreferencesStore.getState()).toEqual(reloaded);
  });

  it("keeps the default volume under the spec's own key, 'audio-volume'", () => {
    changePreferences({ audio: { defaultVolume: 0.35 } });
    expect(localStorage.getItem(AUDIO_VOLUME_STORAGE_KEY)).toBe('0.35');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}').audio).not.toHaveProperty(
      'defaultVolume',
    );
    localStorage.setItem(AUDIO_VOLUME_STORAGE_KEY, '0.4'); // A volume kept before this setting existed.
    expect(readPreferences().audio.defaultVolume).toBe(0.4);
  });

  it.each(['loud', '', 'NaN', 'Infinity'])("gives 0.8 for 'audio-volume' holding %j", (raw) => {
    localStorage.setItem(AUDIO_VOLUME_STORAGE_KEY, raw);
    expect(readPreferences().audio.defaultVolume).toBe(0.8);
  });

  it('gives the defaults for a value that is not JSON, or not an object', () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, '{"autoplayNext": fal');
    expect(readPreferences()).toEqual(DEFAULT_PREFERENCES);
    for (const value of [null, 42, 'on', [true, false]]) {
      keep(value);
      expect(readPreferences()).toEqual(DEFAULT_PREFERENCES);
    }
  });

  it('replaces only the corrupt fields with their defaults', () => {
    keep({
      childModeEnabled: false,
      autoplayNext: 'yes',
      backgroundPlayback: true,
      notifications: { enabled: 0, newStoryAlerts: false },
      audio: { defaultSpeed: '1.2', sleepTimerDefault: 'chapters:2' },
    });
    expect(readPreferences()).toEqual({
      childModeEnabled: false,
      autoplayNext: true,
      backgroundPlayback: true,
      notifications: { enabled: true, newStoryAlerts: false, progressMilestones: true },
      audio: { defaultVolume: 0.8, defaultSpeed: 1, sleepTimerDefault: 'chapters:2' },
    });
  });

  it('gives the defaults when storage cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readPreferences(broken)).toEqual(DEFAULT_PREFERENCES);
  });

  it("follows another tab's change", () => {
    keep({ ...DEFAULT_PREFERENCES, backgroundPlayback: true });
    window.dispatchEvent(new StorageEvent('storage', { key: PREFERENCES_STORAGE_KEY }));
    expect(usePreferencesStore.getState().backgroundPlayback).toBe(true);
  });
});
