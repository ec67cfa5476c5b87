import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { enableParentMode } from '@/features/parent-mode/parent-mode-store';
import { useActiveProfileStore } from '@/features/profiles/stores/active-profile-store';
import { renderRoute } from '../../helpers/render-route';
import { child, fakeChildrenApi, signInAna } from './fake-children';

beforeEach(async () => {
  useSessionStore.setState({ status: 'guest', user: null });
  useActiveProfileStore.setState({ byUser: {} });
  await signInAna();
  enableParentMode(); // Settings needs parent mode (P§6).
});

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('settings → Children Profiles (S§2)', () => {
  it('lists the profiles with the active one marked, and switches the active one', async () => {
    const [lucia, mateo] = [child('Lucía', { age: 6 }), child('Mateo', { age: 4 })];
    renderRoute('/settings', { fetch: fakeChildrenApi([lucia, mateo]).fetch });
    const section = await screen.findByRole('region', { name: 'Children Profiles' });
    await within(section).findByText('Lucía');
    expect(within(section).getByText('6 years')).toBeTruthy();
    // Avatars are drawn: a device without an emoji font would show the emoji as empty boxes.
    expect(
      within(section).getByRole('button', { name: 'Listen as Lucía' }).querySelector('svg'),
    ).toBeTruthy();
    expect(section.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(
      within(section).getByRole('button', { name: 'Listen as Lucía' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await click(within(section).getByRole('button', { name: 'Listen as Mateo' }));
    expect(
      within(section).getByRole('button', { name: 'Listen as Mateo' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(section).getByRole('button', { name: 'Listen as Lucía' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it("adds a child in the side sheet: 'Missing information' without name or age, then 'Profile created'", async () => {
    const server = fakeChildrenApi();
    renderRoute('/settings', { fetch: server.fetch });
    const section = await screen.findByRole('region', { name: 'Children Profiles' });
    await within(section).findByText('No child profiles yet. Add one to make stories just for them.');
    await click(within(section).getByRole('button', { name: 'Add child' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add a child' });

    await click(within(sheet).getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText('Missing information')).toBeTruthy();
    expect(screen.getByText('Please provide name and age.')).toBeTruthy();
    expect(server.calls.filter(({ method }) => method === 'POST')).toEqual([]);

    fireEvent.change(within(sheet).getByLabelText("Child's name"), { target: { value: 'Sofía' } });
    fireEvent.change(within(sheet).getByLabelText('Age'), { target: { value: '8' } });
    await click(within(sheet).getByRole('button', { name: 'Create Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('Profile created').length).toBeGreaterThan(0);
    expect(server.calls.find(({ method }) => method === 'POST')?.body).toEqual({
      name: 'Sofía',
      age: 8,
      avatar: '🧒',
      interests: '',
      preferences: {
        favoriteThemes: ['adventure', 'animals'],
        preferredDuration: 10,
        soundEffectsEnabled: true,
        autoplayNext: true,
      },
    });
    expect(await within(section).findByText('Sofía')).toBeTruthy();
  });

  it("edits a child in the side sheet: 'Profile updated'", async () => {
    const lucia = child('Lucía');
    const server = fakeChildrenApi([lucia]);
    renderRoute('/settings', { fetch: server.fetch });
    const section = await screen.findByRole('region', { name: 'Children Profiles' });
    await click(await within(section).findByRole('button', { name: 'Edit Lucía' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit child' });
    fireEvent.change(within(sheet).getByLabelText('Age'), { target: { value: '7' } });
    await click(within(sheet).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('Profile updated').length).toBeGreaterThan(0);
    expect(server.calls.find(({ method }) => method === 'PATCH')?.body).toEqual({
      name: 'Lucía',
      age: 7,
      avatar: '🦊',
      interests: '',
      preferences: {
        favoriteThemes: ['adventure', 'animals'],
        preferredDuration: 10,
        soundEffectsEnabled: true,
        autoplayNext: true,
      },
    });
  });

  it("says 'Failed to load profiles' when the list cannot be loaded", async () => {
    renderRoute('/settings'); // no server
    expect(await screen.findByText('Failed to load profiles', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
