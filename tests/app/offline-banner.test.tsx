import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderRoute } from '../helpers/render-route';
import { goOffline, goOnline } from '../helpers/network';

// Offline the app goes on from the device, and says so once, at the top of every page (issue 12).

// The pages load lazily: on a busy machine the first one can take longer than the default 5 s.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(async () => {
  await goOnline();
});

describe('the offline banner', () => {
  it('says there is no internet connection while the device is offline, and goes when it is back', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('No internet connection')).toBeNull();
    await goOffline();
    const banner = await screen.findByText('No internet connection');
    expect(banner.getAttribute('role')).toBe('status');
    await goOnline();
    await waitFor(() => expect(screen.queryByText('No internet connection')).toBeNull());
  });

  it('is there from the start when the app opens offline, in Spanish too', async () => {
    await changeLanguage('es');
    await goOffline();
    renderRoute('/library');
    expect(await screen.findByText('Sin conexión a internet')).toBeTruthy();
  });
});
