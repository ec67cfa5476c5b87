import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { changeLanguage } from '@/lib/i18n/i18n';
import { json } from '../../lib/api/fake-server';
import { renderWithLocation } from '../generating/render-with-location';
import { ana, signInAna } from '../profiles/fake-children';
import { fakeStoriesApi, fakeStory, storyListQueries } from '../../helpers/fake-stories-api';

// The client's rate limit (P§9) would make the many requests of this file wait; not what is tested here.
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

const cards = () => within(screen.getByRole('list', { name: 'Your stories' })).getAllByRole('link');
const failure = () => json(500, { message: 'Internal Server Error', code: 'INTERNAL_ERROR' });

describe('/library (S§2 My Library)', () => {
  it("lists the parent's published stories, newest first, as cards that open the story", async () => {
    const older = fakeStory({
      title: 'The Sleepy Owl',
      description:
        'An owl who cannot fall asleep looks for the quietest place in the whole wide forest, and finds a friend.',
      createdAt: '2026-03-01T09:00:00.000Z',
    });
    const newer = fakeStory({
      title: 'Moon Fox',
      description: 'A fox climbs to the moon.',
      createdAt: '2026-03-07T20:00:00.000Z',
      coverImageUrl: '/media/covers/fox.svg',
    });
    const server = fakeStoriesApi({
      stories: [older, newer, fakeStory({ status: 'archived', title: 'Gone' })],
    });
    renderWithLocation('/library', server.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'My Library' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards();
    expect(first?.getAttribute('href')).toBe(`/story/${newer.id}`);
    expect(within(first!).getByRole('heading', { name: 'Moon Fox' })).toBeTruthy();
    expect(first?.querySelector('img')?.getAttribute('src')).toBe('/media/covers/fox.svg');
    expect(first?.textContent).toContain('07/03/2026');
    expect(first?.textContent).toContain('A fox climbs to the moon.');
    expect(first?.textContent).not.toContain('…');
    // No cover: the initial letter; a long description: its first 80 characters and an ellipsis.
    expect(second?.textContent?.startsWith('TThe Sleepy Owl')).toBe(true);
    expect(second?.textContent).toContain(
      'An owl who cannot fall asleep looks for the quietest place in the whole wide for…',
    );
    expect(second?.textContent).toContain('01/03/2026');
    expect(screen.queryByText('Gone')).toBeNull();

    const [query] = storyListQueries(server.calls);
    expect(Object.fromEntries(query!)).toEqual({
      status: 'published',
      sortBy: 'createdAt',
      sortOrder: 'desc',
      authorId: ana.id,
    });
  });

  it('appends the next page with "Load more" until no cursor is left', async () => {
    const stories = Array.from({ length: 30 }, (_, index) => fakeStory({ title: `Tale ${index + 1}` }));
    const server = fakeStoriesApi({ stories });
    renderWithLocation('/library', server.fetch);
    await waitFor(() => expect(cards()).toHaveLength(25));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
    const titles = cards().map((card) => within(card).getByRole('heading').textContent);
    expect(new Set(titles).size).toBe(30);
    expect(titles[0]).toBe('Tale 1');
    expect(titles[29]).toBe('Tale 30');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(storyListQueries(server.calls)[1]?.get('cursor')).toBe('25');
  });

  it("shows 'No Stories Yet' with a Create Story button when there is none", async () => {
    renderWithLocation('/library', fakeStoriesApi().fetch);
    expect(await screen.findByRole('heading', { name: 'No Stories Yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Story' }).getAttribute('href')).toBe('/create-story');
  });

  it('has a way back home, to search, and a floating button to create a story', async () => {
    renderWithLocation('/library', fakeStoriesApi({ stories: [fakeStory()] }).fetch);
    await screen.findByRole('heading', { level: 1, name: 'My Library' });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Search stories' }).getAttribute('href')).toBe('/search');
    expect(screen.getByRole('link', { name: 'Create a new story' }).getAttribute('href')).toBe(
      '/create-story',
    );
  });

  it('refreshes on demand and says so', async () => {
    const server = fakeStoriesApi({ stories: [fakeStory({ title: 'First' })] });
    renderWithLocation('/library', server.fetch);
    await screen.findByRole('heading', { name: 'First' });
    server.state.stories.push(fakeStory({ title: 'Just made', createdAt: '2026-04-01T00:00:00.000Z' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refreshed')).toBeTruthy();
    expect(screen.getByText('Your library has been updated.')).toBeTruthy();
    expect(within(cards()[0]!).getByRole('heading').textContent).toBe('Just made');
  });

  it('tells when a refresh fails and keeps the stories shown', async () => {
    let broken = false;
    const server = fakeStoriesApi({ stories: [fakeStory({ title: 'Kept' })] });
    const list = server.fetch;
    const fetch: typeof globalThis.fetch = (input, init) =>
      broken && String(input).includes('/stories?') ? Promise.resolve(failure()) : list(input, init);
    renderWithLocation('/library', fetch);
    await screen.findByRole('heading', { name: 'Kept' });
    broken = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to refresh your stories.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kept' })).toBeTruthy();
  });

  it('tells when the stories cannot be loaded, and offers to try again', async () => {
    const server = fakeStoriesApi({ routes: { 'GET /stories': failure } });
    renderWithLocation('/library', server.fetch);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(
      await screen.findAllByText('Failed to load your stories. Please try again.', {}, { timeout: 8_000 }),
    ).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells when the next page cannot be loaded', async () => {
    const stories = Array.from({ length: 26 }, () => fakeStory());
    const server = fakeStoriesApi({
      stories,
      routes: {
        'GET /stories': (call) =>
          call.query.get('cursor')
            ? failure()
            : json(200, { data: { items: stories.slice(0, 25), nextCursor: '25' } }),
      },
    });
    renderWithLocation('/library', server.fetch);
    await waitFor(() => expect(cards()).toHaveLength(25));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    });
    expect(
      await screen.findByText('Unable to load more stories right now.', {}, { timeout: 8_000 }),
    ).toBeTruthy();
    expect(cards()).toHaveLength(25);
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    renderWithLocation('/library', fakeStoriesApi().fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi biblioteca' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Todavía no hay cuentos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear un cuento' })).toBeTruthy();
  });

  it('sends a guest to sign in first', async () => {
    useSessionStore.setState({ status: 'guest', user: null });
    const location = renderWithLocation('/library', fakeStoriesApi().fetch);
    await waitFor(() => expect(location.current?.pathname).toBe('/auth'));
  });
});
