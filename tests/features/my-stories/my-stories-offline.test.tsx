import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { renderWithLocation } from '../generating/render-with-location';
import { signInAna } from '../profiles/fake-children';
import { fakeStoriesApi, fakeStory } from '../../helpers/fake-stories-api';
import { goOffline, goOnline } from '../../helpers/network';

// Offline, what My Stories asks of the server waits for a connection and says why (issue 12).

// The pages load lazily: on a busy machine the first one can take longer than the default 5 s.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

vi.mock('@/lib/api/token-bucket', () => ({
  createTokenBucket: () => ({ acquire: () => Promise.resolve() }),
}));

beforeEach(async () => {
  useSessionStore.setState({ status: 'guest', user: null });
  await signInAna();
});

afterEach(async () => {
  await goOnline();
});

describe('/my-stories offline', () => {
  it('disables Archive, Try again and Restore with the reason, and enables them when the network is back', async () => {
    const server = fakeStoriesApi({
      stories: [
        fakeStory({ title: 'Moon Fox' }),
        fakeStory({
          title: 'Half done',
          status: 'archived',
          failureReason: 'Story generation cancelled by user',
        }),
        fakeStory({ title: 'Put away', status: 'archived' }),
      ],
    });
    renderWithLocation('/my-stories', server.fetch);
    const archive = await screen.findByRole('button', { name: 'Archive Moon Fox' });
    await goOffline();
    expect(archive.hasAttribute('disabled')).toBe(true);
    const reason = document.getElementById(archive.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Needs an internet connection');

    fireEvent.mouseDown(screen.getByRole('tab', { name: /Archived/ }));
    const panel = await screen.findByRole('tabpanel');
    for (const name of ['Try Half done again', 'Restore Put away']) {
      expect(within(panel).getByRole('button', { name }).hasAttribute('disabled'), name).toBe(true);
    }
    expect(within(panel).getAllByText('Needs an internet connection')).toHaveLength(2);

    await goOnline();
    expect(within(panel).getByRole('button', { name: 'Restore Put away' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(within(panel).queryByText('Needs an internet connection')).toBeNull();
  });
});
