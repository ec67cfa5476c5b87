import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { renderRoute } from '../helpers/render-route';

describe('moving between a page with the bottom navigation and a full-screen page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Regression: recent Chromium returns a promise from scrollTo, and the layout's scroll effect handed
  // it to React as a cleanup, which crashed the app on the way from home to /auth.
  it('does not crash when scrollTo returns a promise', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation((() =>
      Promise.resolve()) as unknown as typeof window.scrollTo);
    useSessionStore.setState({ status: 'guest', user: null });
    renderRoute('/');
    await screen.findByRole('heading', { name: 'Welcome to Fablecast!' });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Log In' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.queryByText('Oops! Something went wrong')).toBeNull();
  });
});
