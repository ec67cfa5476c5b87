import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { readPreferences, usePreferencesStore } from '@/features/settings/preferences-store';
import { fakeServer, json } from '../../lib/api/fake-server';
import { renderRoute } from '../../helpers/render-route';
import { allOff, ana } from './signed-in-parent';

// Settings › Privacy & Consent: Child Mode locks the analytics toggle (S§2, P§4).

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useSessionStore.setState({ status: 'authenticated', user: ana });
  usePreferencesStore.setState(readPreferences(), true);
});

async function openPrivacy(consent = allOff) {
  const patches: unknown[] = [];
  const server = fakeServer({
    'GET /consents/preferences': () => json(200, { data: consent }),
    'PATCH /consents/preferences': (call) => {
      const { analytics, personalization, marketing, dataCollection } = call.body as typeof allOff;
      patches.push(call.body);
      return json(200, { data: { analytics, personalization, marketing, dataCollection } });
    },
  });
  renderRoute('/settings', { fetch: server.fetch });
  const section = await screen.findByRole('region', { name: 'Privacy & Consent' });
  return { section, patches };
}

const switchIn = (section: HTMLElement, name: string) =>
  within(section).getByRole('switch', { name }) as HTMLButtonElement;

describe('Settings › Privacy & Consent', () => {
  it('starts in Child Mode, with analytics off and locked, saying how to change it', async () => {
    const { section } = await openPrivacy();
    expect(switchIn(section, 'Child Mode').getAttribute('aria-checked')).toBe('true');
    const analytics = switchIn(section, 'Usage analytics');
    expect(analytics.disabled).toBe(true);
    expect(analytics.getAttribute('aria-checked')).toBe('false');
    expect(within(section).getByText('Disable Child Mode to enable analytics')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Manage privacy choices' })).toBeTruthy();
  });

  it('with Child Mode off, analytics can be turned on; Child Mode on again withdraws it', async () => {
    const { section, patches } = await openPrivacy();
    await act(async () => {
      fireEvent.click(switchIn(section, 'Child Mode'));
    });
    expect(readPreferences().childModeEnabled).toBe(false);
    const analytics = switchIn(section, 'Usage analytics');
    expect(analytics.disabled).toBe(false);
    expect(within(section).queryByText('Disable Child Mode to enable analytics')).toBeNull();
    await act(async () => {
      fireEvent.click(analytics);
    });
    expect(analytics.getAttribute('aria-checked')).toBe('true');
    expect(patches.at(-1)).toMatchObject({ analytics: true });

    await act(async () => {
      fireEvent.click(switchIn(section, 'Child Mode'));
    });
    expect(analytics.getAttribute('aria-checked')).toBe('false');
    expect(analytics.disabled).toBe(true);
    expect(patches.at(-1)).toMatchObject({ analytics: false });
  });
});
