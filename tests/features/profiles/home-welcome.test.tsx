import { markOnboardingDone } from '@/features/onboarding/onboarding-progress';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { setActiveProfileId, useActiveProfileStore } from '@/features/profiles/stores/active-profile-store';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderRoute } from '../../helpers/render-route';
import { ana, child, fakeChildrenApi, signInAna } from './fake-children';

beforeEach(() => {
  useSessionStore.setState({ status: 'guest', user: null });
  useActiveProfileStore.setState({ byUser: {} });
});

describe('home welcome card, three cases (P§2)', () => {
  it('a guest: Sign Up and Log In, and no profile call', async () => {
    const server = fakeChildrenApi();
    renderRoute('/', { fetch: server.fetch });
    expect(await screen.findByRole('heading', { name: 'Welcome to Fablecast!' })).toBeTruthy();
    expect(server.calls.filter(({ path }) => path.startsWith('/children'))).toEqual([]);
  });

  it('signed in without a profile: a prompt to create one', async () => {
    await signInAna();
    markOnboardingDone(ana.id); // Onboarding was offered once and skipped.
    renderRoute('/', { fetch: fakeChildrenApi().fetch });
    expect(await screen.findByRole('heading', { name: "Create your child's profile" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a profile' }).getAttribute('href')).toBe(
      '/child-profile/new',
    );
  });

  it('signed in with profiles: greets the active one, restored for this user', async () => {
    await signInAna();
    const lucia = child('Lucía');
    const mateo = child('Mateo');
    setActiveProfileId(ana.id, mateo.id);
    useActiveProfileStore.setState({ byUser: {} }); // a new visit: only local storage remembers
    renderRoute('/', { fetch: fakeChildrenApi([lucia, mateo]).fetch });
    expect(await screen.findByRole('heading', { name: 'Hi, Mateo!' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "Create your child's profile" })).toBeNull();
  });

  it('greets the first profile when none was chosen, in Spanish too', async () => {
    await signInAna();
    await changeLanguage('es');
    renderRoute('/', { fetch: fakeChildrenApi([child('Lucía'), child('Mateo')]).fetch });
    expect(await screen.findByRole('heading', { name: '¡Hola, Lucía!' })).toBeTruthy();
  });
});
