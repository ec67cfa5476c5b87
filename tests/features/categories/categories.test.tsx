import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderWithLocation } from '../generating/render-with-location';
import { signInAna } from '../profiles/fake-children';
import { fakeStoriesApi, fakeStory, storyListQueries } from '../../helpers/fake-stories-api';

vi.mock('@/lib/api/token-bucket', () => ({
  createTokenBucket: () => ({ acquire: () => Promise.resolve() }),
}));

beforeEach(async () => {
  useSessionStore.setState({ status: 'guest', user: null });
  await signInAna();
});

afterEach(async () => {
  const { toast } = await import('sonner');
  toast.dismiss();
});

const tiles = () => within(screen.getByRole('list', { name: /themes|temas/i })).getAllByRole('link');

describe('/categories (S§2)', () => {
  it("shows a tile for each of the spec's categories, each opening its page", async () => {
    renderWithLocation('/categories', fakeStoriesApi().fetch);
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    expect(tiles().map((tile) => tile.querySelector('.text-lg')?.textContent)).toEqual([
      'Adventure',
      'Bedtime',
      'Learning',
      'Fantasy',
      'Animals',
      'Science',
      'Friendship',
      'Courage',
    ]);
    expect(tiles().map((tile) => tile.getAttribute('href'))).toEqual([
      '/categories/adventure',
      '/categories/bedtime',
      '/categories/learning',
      '/categories/fantasy',
      '/categories/animals',
      '/categories/science',
      '/categories/friendship',
      '/categories/courage',
    ]);
  });

  it('names the categories in Spanish', async () => {
    await changeLanguage('es');
    renderWithLocation('/categories', fakeStoriesApi().fetch);
    await screen.findByRole('heading', { level: 1, name: 'Categorías' });
    expect(tiles().map((tile) => tile.querySelector('.text-lg')?.textContent)).toEqual([
      'Aventura',
      'Hora de dormir',
      'Aprender',
      'Fantasía',
      'Animales',
      'Ciencia',
      'Amistad',
      'Valentía',
    ]);
  });
});

describe('/categories/{categoryId} (S§2)', () => {
  it("lists the family's published stories of the category's theme (bedtime: fantasy)", async () => {
    const server = fakeStoriesApi({
      stories: [
        fakeStory({ title: 'The Dream Boat', theme: 'fantasy', duration: 600 }),
        fakeStory({ title: 'Lost Map', theme: 'adventure' }),
        fakeStory({ title: 'Hidden Wizard', theme: 'fantasy', status: 'archived' }),
      ],
    });
    renderWithLocation('/categories/bedtime', server.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bedtime' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your stories' });
    const [card] = within(list).getAllByRole('link');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(card?.textContent).toContain('The Dream Boat');
    expect(card?.textContent).toContain('10 min');
    expect(card?.getAttribute('href')).toMatch(/^\/story\//);
    const [query] = storyListQueries(server.calls);
    expect(query?.get('theme')).toBe('fantasy');
    expect(query?.get('status')).toBe('published');
  });

  it('creates a custom story with the theme chosen', async () => {
    const location = renderWithLocation('/categories/learning', fakeStoriesApi().fetch);
    fireEvent.click(await screen.findByRole('link', { name: 'Create Custom Story' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/create-story'));
    expect(location.current?.state).toEqual({ theme: 'science' });
  });

  it('says when the category has no story yet (courage: superhero)', async () => {
    const server = fakeStoriesApi();
    renderWithLocation('/categories/courage', server.fetch);
    expect(await screen.findByText('No stories in Courage yet')).toBeTruthy();
    expect(screen.getByText('Create a story with this theme and it will appear here.')).toBeTruthy();
    expect(storyListQueries(server.calls)[0]?.get('theme')).toBe('superhero');
  });

  it('says when there is no such category', async () => {
    const server = fakeStoriesApi();
    renderWithLocation('/categories/pirates', server.fetch);
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all categories' }).getAttribute('href')).toBe('/categories');
    expect(storyListQueries(server.calls)).toHaveLength(0);
  });
});
