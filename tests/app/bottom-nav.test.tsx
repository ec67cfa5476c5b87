import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../helpers/render-route';

async function tabs(path: string) {
  renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav).getAllByRole('link');
}

describe('bottom navigation', () => {
  it('has the four tabs in order, each pointing at its route', async () => {
    const links = await tabs('/');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Create', '/create-story'],
      ['Library', '/library'],
      ['Settings', '/settings'],
    ]);
  });

  it('marks only the active tab with aria-current="page"', async () => {
    const links = await tabs('/library');
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Library']);
  });

  it('marks Home only on the home route itself', async () => {
    const links = await tabs('/');
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent),
    ).toEqual(['Home']);
  });

  it.each(['/player', '/generating/abc', '/story-generating/abc', '/auth', '/parent-gate', '/onboarding'])(
    'is hidden on the full-screen route %s',
    async (path) => {
      renderRoute(path, { parentMode: false });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    },
  );
});
