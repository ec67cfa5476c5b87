import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { useParentModeStore } from '@/features/parent-mode/parent-mode-store';
import { changePreferences } from '@/features/settings/preferences-store';
import { fakeServer, json } from '../../lib/api/fake-server';
import { renderRoute } from '../../helpers/render-route';
import { allOff, ana } from './signed-in-parent';

beforeEach(() => {
  useSessionStore.setState({ status: 'authenticated', user: ana });
  // Child Mode (on by default) locks analytics; these parents turned it off in Settings.
  changePreferences({ childModeEnabled: false });
});

async function openConsent(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({ 'GET /consents/preferences': () => json(200, { data: allOff }), ...routes });
  renderRoute('/consent-management', { fetch: server.fetch });
  await screen.findByRole('heading', { level: 1, name: 'Privacy & Consent' });
  return server;
}

const toggle = (name: string) => screen.getByRole('switch', { name });

describe('consent management', () => {
  it('shows four toggles with descriptions, a privacy link and the three actions', async () => {
    await openConsent({});
    for (const name of [
      'Usage analytics',
      'Personalized suggestions',
      'News and offers',
      'Service improvement',
    ]) {
      expect(toggle(name).getAttribute('aria-checked')).toBe('false');
    }
    // The policy's Back comes here.
    expect(screen.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe(
      '/privacy?from=/consent-management',
    );
    for (const name of ['Continue', 'Skip for now', 'Lock Parent Mode']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('saves a change, and keeps a local copy per user with version v1', async () => {
    const server = await openConsent({
      'PATCH /consents/preferences': () => json(200, { data: { ...allOff, analytics: true } }),
    });
    await act(async () => {
      fireEvent.click(toggle('Usage analytics'));
    });
    expect(toggle('Usage analytics').getAttribute('aria-checked')).toBe('true');
    expect(server.calls.some((call) => call.method === 'PATCH')).toBe(true);
    const stored: unknown = JSON.parse(localStorage.getItem(`consent:${ana.id}`) ?? 'null');
    expect(stored).toMatchObject({ version: 'v1', state: { ...allOff, analytics: true } });
    expect(stored).toHaveProperty('updatedAt');
  });

  it('rolls back and says so when the server refuses', async () => {
    await openConsent({ 'PATCH /consents/preferences': () => json(500, { message: 'Database is down' }) });
    await act(async () => {
      fireEvent.click(toggle('News and offers'));
    });
    expect(toggle('News and offers').getAttribute('aria-checked')).toBe('false');
    expect(await screen.findByText('Unable to update consent')).toBeTruthy();
    expect(await screen.findByText('Database is down')).toBeTruthy();
  });

  it('while saving, the toggles wait and Continue says to finish first', async () => {
    let release: () => void = () => undefined;
    await openConsent({
      'PATCH /consents/preferences': () =>
        new Promise((resolve) => {
          release = () => resolve(json(200, { data: allOff }));
        }),
    });
    act(() => {
      fireEvent.click(toggle('Usage analytics'));
    });
    expect((toggle('Service improvement') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Saving…').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Saving changes')).toBeTruthy();
    expect(await screen.findByText('Finish saving first')).toBeTruthy();
    await act(async () => {
      release();
    });
    expect((toggle('Service improvement') as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps analytics off while Child Mode is on, and says how to change it', async () => {
    changePreferences({ childModeEnabled: true });
    await openConsent({
      'GET /consents/preferences': () => json(200, { data: { ...allOff, analytics: true } }),
    });
    const analytics = toggle('Usage analytics') as HTMLButtonElement;
    expect(analytics.disabled).toBe(true);
    expect(analytics.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Disable Child Mode to enable analytics')).toBeTruthy();
    expect(analytics.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect((toggle('News and offers') as HTMLButtonElement).disabled).toBe(false);
  });

  it('Lock Parent Mode returns to child mode and home', async () => {
    await openConsent({});
    fireEvent.click(screen.getByRole('button', { name: 'Lock Parent Mode' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(useParentModeStore.getState().enabled).toBe(false);
    expect(screen.queryByRole('heading', { level: 1, name: 'Privacy & Consent' })).toBeNull();
  });
});

describe('settings → privacy & consent', () => {
  it('leads to consent management', async () => {
    renderRoute('/settings');
    const link = await screen.findByRole('link', { name: 'Manage privacy choices' });
    expect(link.getAttribute('href')).toBe('/consent-management');
  });
});
