import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_VOLUME_STORAGE_KEY } from '@/contract/constants';
import { readPreferences, usePreferencesStore } from '@/features/settings/preferences-store';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderRoute } from '../../helpers/render-route';

// Settings › Playback (S§2, S§3): what a parent sets here is kept on the device, for the player.

// The pages load lazily: on a busy machine the first one can take longer than the default 5 s.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  usePreferencesStore.setState(readPreferences(), true);
});

async function openPlayback() {
  renderRoute('/settings');
  return screen.findByRole('region', { name: 'Playback' });
}

describe('Settings › Playback', () => {
  it('shows the defaults: autoplay on, background playback off, 1.0×, 80 %, no sleep timer', async () => {
    const playback = await openPlayback();
    const autoplay = within(playback).getByRole('switch', { name: 'Autoplay next chapter' });
    expect(autoplay.getAttribute('aria-checked')).toBe('true');
    expect(
      within(playback).getByRole('switch', { name: 'Background playback' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(
      (within(playback).getByRole('combobox', { name: 'Default speed' }) as HTMLSelectElement).value,
    ).toBe('1.0');
    expect(
      (within(playback).getByRole('combobox', { name: 'Sleep timer default' }) as HTMLSelectElement).value,
    ).toBe('off');
    const volume = within(playback).getByRole('slider', { name: 'Default volume' });
    expect(volume.getAttribute('aria-valuetext')).toBe('80%');
    expect(volume.getAttribute('aria-valuenow')).toBe('80');
  });

  it('keeps each change on the device', async () => {
    const playback = await openPlayback();
    await act(async () => {
      fireEvent.click(within(playback).getByRole('switch', { name: 'Autoplay next chapter' }));
      fireEvent.click(within(playback).getByRole('switch', { name: 'Background playback' }));
      fireEvent.change(within(playback).getByRole('combobox', { name: 'Default speed' }), {
        target: { value: '1.3' },
      });
      fireEvent.change(within(playback).getByRole('combobox', { name: 'Sleep timer default' }), {
        target: { value: 'chapters:2' },
      });
    });
    const volume = within(playback).getByRole('slider', { name: 'Default volume' });
    await act(async () => {
      volume.focus();
      fireEvent.keyDown(volume, { key: 'ArrowLeft' });
    });
    expect(volume.getAttribute('aria-valuetext')).toBe('75%');
    expect(readPreferences()).toMatchObject({
      autoplayNext: false,
      backgroundPlayback: true,
      audio: { defaultSpeed: 1.3, sleepTimerDefault: 'chapters:2', defaultVolume: 0.75 },
    });
    expect(localStorage.getItem(AUDIO_VOLUME_STORAGE_KEY)).toBe('0.75');
  });

  it('speaks Spanish, with a decimal comma', async () => {
    await changeLanguage('es');
    renderRoute('/settings');
    const playback = await screen.findByRole('region', { name: 'Reproducción' });
    expect(within(playback).getByRole('switch', { name: 'Reproducir el siguiente capítulo' })).toBeTruthy();
    expect(within(playback).getByRole('option', { name: '1,5×' })).toBeTruthy();
    expect(within(playback).getByRole('option', { name: '120 minutos' })).toBeTruthy();
    expect(within(playback).getByRole('slider', { name: 'Volumen predeterminado' })).toBeTruthy();
  });
});
