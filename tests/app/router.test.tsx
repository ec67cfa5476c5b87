import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../helpers/render-route';

describe('routes', () => {
  it.each([
    ['/auth', 'Welcome back'],
    ['/parent-gate', 'Grown-ups Only'],
    ['/consent-management', 'Privacy & Consent'],
    ['/onboarding', 'Welcome to Fablecast'],
    ['/onboarding/create-profile', "Create Your Child's Profile"],
    ['/child-profile/new', 'New Kid Profile'],
    ['/child-profile/kid-1/edit', 'Edit Kid Profile'],
    ['/child-profile/kid-1', 'Kid Profile'],
    ['/progress', 'Listening Progress'],
    ['/search', 'Search Stories'],
    ['/create-story', 'Create New Story'],
    ['/library', 'My Library'],
    ['/categories', 'Categories'],
    ['/categories/adventure', 'Category'],
    ['/my-stories', 'My Stories'],
    ['/story/s-1', 'Story Details'],
    ['/generating/s-1', 'Creating Story'],
    ['/story-generating/s-1', 'Creating Story'],
    ['/player', 'Now Playing'],
    ['/help', 'Help & Support'],
    ['/subscription', 'Choose Your Plan'],
    ['/thank-you', 'Thank You!'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/settings', 'Settings'],
  ])('%s shows its titled page', async (path, title) => {
    renderRoute(path, { parentMode: path !== '/parent-gate' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('help is a real page with its three tabs and a way back', async () => {
    renderRoute('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help & Support' });
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'FAQ',
      'Guides',
      'Contact',
    ]);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('This page is on its way.')).toBeNull();
    expect(document.body.textContent?.toLowerCase()).not.toContain('coming soon');
  });

  it('has a skip link to the main content', async () => {
    renderRoute('/library');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
  });
});

describe('home', () => {
  it('shows the app name, a search button and the six tiles', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fablecast' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search stories' }).getAttribute('href')).toBe('/search');

    const tiles = within(screen.getByRole('region', { name: 'What would you like to do?' })).getAllByRole(
      'link',
    );
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Create Story', '/create-story'],
      ['My Library', '/library'],
      ['Edit Kid Profile', '/child-profile/active'],
      ['Categories', '/categories'],
      ['My Stories', '/my-stories'],
      ['Progress', '/progress'],
    ]);
  });
});
