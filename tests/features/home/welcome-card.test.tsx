import { markOnboardingDone } from '@/features/onboarding/onboarding-progress';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_WELCOME_DISMISSED_STORAGE_KEY } from '@/contract/constants';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { welcomeVariant } from '@/features/home/welcome-variant';
import { fakeServer, json } from '../../lib/api/fake-server';
import { renderRoute } from '../../helpers/render-route';

const ana = {
  id: 'a3f1c1d2-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  avatar: null,
};

beforeEach(() => {
  useSessionStore.setState({ status: 'guest', user: null });
});

describe('home welcome card', () => {
  it('offers a guest Sign Up and Log In', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to Fablecast!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/auth?mode=signup');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/auth?mode=login');
  });

  it('remembers that a guest dismissed it', async () => {
    const first = renderRoute('/');
    await screen.findByRole('heading', { name: 'Welcome to Fablecast!' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    });
    expect(screen.queryByRole('heading', { name: 'Welcome to Fablecast!' })).toBeNull();
    expect(localStorage.getItem(GUEST_WELCOME_DISMISSED_STORAGE_KEY)).toBe('true');

    first.unmount();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Fablecast' });
    expect(screen.queryByRole('heading', { name: 'Welcome to Fablecast!' })).toBeNull();
  });

  it('prompts a signed-in parent without a kid profile to create one', async () => {
    useSessionStore.setState({ status: 'authenticated', user: ana });
    markOnboardingDone(ana.id); // Onboarding was offered once and skipped.
    renderRoute('/', {
      fetch: fakeServer({
        [`GET /children/parent/${ana.id}`]: () => json(200, { data: { items: [], nextCursor: null } }),
      }).fetch,
    });
    expect(await screen.findByRole('heading', { name: "Create your child's profile" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a profile' }).getAttribute('href')).toBe(
      '/child-profile/new',
    );
    expect(screen.queryByRole('heading', { name: 'Welcome to Fablecast!' })).toBeNull();
  });

  it('shows no card while the start-up has not decided, rather than the wrong one', async () => {
    useSessionStore.setState({ status: 'loading', user: null });
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Fablecast' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Welcome to Fablecast!' })).toBeNull();
  });
});

describe('welcomeVariant', () => {
  it.each([
    [{ session: 'unknown', guestCardDismissed: false, profileCount: 0 }, 'none'],
    [{ session: 'guest', guestCardDismissed: false, profileCount: undefined }, 'guest'],
    [{ session: 'guest', guestCardDismissed: true, profileCount: undefined }, 'none'],
    [{ session: 'signed-in', guestCardDismissed: true, profileCount: 0 }, 'create-profile'],
    [{ session: 'signed-in', guestCardDismissed: false, profileCount: undefined }, 'none'],
    [{ session: 'signed-in', guestCardDismissed: false, profileCount: 2 }, 'greeting'],
  ] as const)('%o → %s', (input, expected) => {
    expect(welcomeVariant(input)).toBe(expected);
  });
});
