import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { changeLanguage } from '@/lib/i18n/i18n';
import { json } from '../../lib/api/fake-server';
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
  vi.useRealTimers();
  const { toast } = await import('sonner');
  toast.dismiss();
});

const stories = () => [
  fakeStory({
    title: 'El dragón del faro',
    ageGroup: '4-8',
    duration: 900,
    theme: 'fantasy',
    language: 'es',
  }),
  fakeStory({
    title: 'The Owl and the Oak',
    description: 'An old árbol in a quiet wood.',
    ageGroup: '8-12',
    duration: 4_000,
  }),
  fakeStory({
    title: 'A Dragon Who Could Not Roar',
    ageGroup: '3-5',
    duration: 120,
    coverImageUrl: '/media/c.svg',
  }),
  fakeStory({ title: 'Dragon in the attic', status: 'archived' }),
];

const box = () => screen.getByRole('searchbox', { name: 'Search stories' });
const results = () => within(screen.getByRole('region', { name: /found/ })).getAllByRole('link');
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('/search (S§2, S§5)', () => {
  it('searches from 3 characters, 500 ms after the typing stops, and shows the stories found', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeStoriesApi({ stories: stories() });
    renderWithLocation('/search', server.fetch);
    await screen.findByRole('heading', { level: 1, name: 'Search Stories' });

    type('dr');
    expect(screen.getByText('Type at least 3 letters to search.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(storyListQueries(server.calls)).toHaveLength(0);

    type('drag');
    await act(() => vi.advanceTimersByTimeAsync(400));
    type('dragon');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(storyListQueries(server.calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(results()).toHaveLength(2));

    const queries = storyListQueries(server.calls);
    expect(queries).toHaveLength(1);
    expect(Object.fromEntries(queries[0]!)).toEqual({
      search: 'dragon',
      status: 'published',
      limit: '20',
      language: 'en',
    });
    expect(screen.getByRole('heading', { name: '2 stories found' })).toBeTruthy();
    const [spanish, english] = results();
    expect(within(spanish!).getByRole('heading').textContent).toBe('El dragón del faro');
    expect(spanish!.textContent).toContain('Ages 4-6');
    expect(spanish!.textContent).toContain('15 min');
    expect(spanish!.textContent).toContain('Fantasy');
    expect(english!.textContent).toContain('Ages 2-4');
    expect(english!.querySelector('img')?.getAttribute('src')).toBe('/media/c.svg');
    expect(spanish!.getAttribute('href')).toMatch(/^\/story\/5f/);
  });

  it("says when nothing was found, in the parent's words", async () => {
    renderWithLocation('/search', fakeStoriesApi({ stories: stories() }).fetch);
    type('unicorn');
    expect(await screen.findByRole('heading', { name: 'No stories found for "unicorn"' })).toBeTruthy();
    expect(screen.getByText('Try a different search term')).toBeTruthy();
  });

  it('finds a word in the description, accents aside, and shows hours and minutes', async () => {
    renderWithLocation('/search?q=arbol', fakeStoriesApi({ stories: stories() }).fetch);
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]!.textContent).toContain('The Owl and the Oak');
    expect(results()[0]!.textContent).toContain('1h 7m');
    expect(results()[0]!.textContent).toContain('Ages 8-12');
    expect(box()).toHaveProperty('value', 'arbol');
  });

  it('tells when the search fails', async () => {
    const failure = () => json(500, { message: 'Internal Server Error', code: 'INTERNAL_ERROR' });
    renderWithLocation('/search', fakeStoriesApi({ routes: { 'GET /stories': failure } }).fetch);
    type('dragon');
    expect(await screen.findByText('Search Error', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getAllByText('Failed to search stories. Please try again.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('remembers the searches made on this device, newest first, and runs one when tapped', async () => {
    const server = fakeStoriesApi({ stories: stories() });
    renderWithLocation('/search', server.fetch);
    type('dragon');
    await waitFor(() => expect(results()).toHaveLength(2));
    type('Owl');
    await waitFor(() => expect(results()).toHaveLength(1));
    type('DRAGON');
    await waitFor(() => expect(results()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));

    const recent = await screen.findByRole('list', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['DRAGON', 'Owl']);
    fireEvent.click(within(recent).getByRole('button', { name: 'Search again for Owl' }));
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(box()).toHaveProperty('value', 'Owl');
  });

  it('forgets the recent searches when asked', async () => {
    localStorage.setItem('fablecast.recent-searches', JSON.stringify(['fox', 'moon']));
    renderWithLocation('/search', fakeStoriesApi().fetch);
    const recent = await screen.findByRole('list', { name: 'Recent searches' });
    expect(within(recent).getAllByRole('button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.getByText('The stories you look for on this device will appear here.')).toBeTruthy();
    expect(localStorage.getItem('fablecast.recent-searches')).toBeNull();
  });

  it('offers popular searches that run at once, in Spanish too', async () => {
    await changeLanguage('es');
    const server = fakeStoriesApi({ stories: stories() });
    renderWithLocation('/search', server.fetch);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Populares' }));
    const popular = await screen.findByRole('list', { name: 'Búsquedas populares' });
    expect(
      within(popular)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Dragones', 'Princesas', 'Animales', 'Espacio', 'Océano', 'Dinosaurios']);
    fireEvent.click(within(popular).getByRole('button', { name: 'Dragones' }));
    expect(
      await screen.findByRole('heading', { name: 'No encontramos cuentos para «Dragones»' }),
    ).toBeTruthy();
    expect(screen.getByText('Prueba con otra búsqueda')).toBeTruthy();
    expect(storyListQueries(server.calls)[0]?.get('language')).toBe('es');
  });
});
