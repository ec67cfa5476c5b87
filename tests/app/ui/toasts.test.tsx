import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { notify } from '@/ui/toast';

// What the toasts say stays true: a success takes down the error before it, the same error twice is one
// toast, and an error takes down the passing news it makes stale.

function renderToaster() {
  return render(
    <Providers>
      <p>Page</p>
    </Providers>,
  );
}

describe('toasts', () => {
  it('a success replaces the stale error it follows', async () => {
    renderToaster();
    notify.error('Invalid email or password');
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    notify.success("Welcome back! You've successfully signed in.");
    expect(await screen.findByText("Welcome back! You've successfully signed in.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Invalid email or password')).toBeNull());
  });

  it('the same error raised twice is one toast', async () => {
    renderToaster();
    notify.error('Playback error', { description: 'Failed to load audio. Please check your connection.' });
    notify.error('Playback error', { description: 'Failed to load audio. Please check your connection.' });
    await screen.findAllByText('Playback error');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Playback error')).toHaveLength(1);
  });

  it('an error takes down the news it makes stale ("Next Chapter" that cannot load)', async () => {
    renderToaster();
    notify.info('Next Chapter', { description: 'The Storm' });
    expect(await screen.findByText('Next Chapter')).toBeTruthy();
    notify.error('Playback error');
    expect(await screen.findByText('Playback error')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Next Chapter')).toBeNull());
  });

  it('sit at the bottom of the screen, above the navigation', async () => {
    renderToaster();
    notify.info('Refreshed');
    await screen.findByText('Refreshed');
    const region = document.querySelector('[data-sonner-toaster]');
    expect(region?.getAttribute('data-y-position')).toBe('bottom');
    expect((region as HTMLElement | null)?.style.getPropertyValue('--offset-bottom')).toBe(
      'var(--toast-offset-bottom, 1rem)',
    );
  });
});
