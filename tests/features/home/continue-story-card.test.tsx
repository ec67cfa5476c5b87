import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chapter } from '@/contract/story';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { useActiveProfileStore } from '@/features/profiles/stores/active-profile-store';
import { changeLanguage } from '@/lib/i18n/i18n';
import { json } from '../../lib/api/fake-server';
import { renderWithLocation } from '../generating/render-with-location';
import { ana, child, signInAna } from '../profiles/fake-children';
import { fakeStoriesApi, fakeStory } from '../../helpers/fake-stories-api';
import { progressRecord } from '../../helpers/fake-progress';
import { goOffline, goOnline } from '../../helpers/network';
import { writeSavedPlayback } from '@/features/player/player-presence';

// The player is its own module: here only what the card asks of it.
const player = vi.hoisted(() => ({
  startPlayback: vi.fn((_session: unknown, _chapterId: string) => Promise.resolve()),
  loadPlayerEngine: vi.fn(() => Promise.resolve({})),
}));
vi.mock('@/features/player/player-store', () => ({
  startPlayback: player.startPlayback,
  loadPlayerEngine: player.loadPlayerEngine,
  usePlayerStore: Object.assign(() => null, {
    getState: () => ({ session: null }),
    subscribe: () => () => {},
  }),
}));
vi.mock('@/lib/api/token-bucket', () => ({
  createTokenBucket: () => ({ acquire: () => Promise.resolve() }),
}));

beforeEach(async () => {
  player.startPlayback.mockClear();
  useSessionStore.setState({ status: 'guest', user: null });
  useActiveProfileStore.setState({ byUser: {} });
  await signInAna();
});

afterEach(async () => {
  writeSavedPlayback(null);
  await goOnline();
  const { toast } = await import('sonner');
  toast.dismiss();
});

const chapters = (prefix: string): Chapter[] =>
  [1, 2, 3].map((order) => ({
    id: `${prefix}-${order}`,
    order,
    title: `${prefix} chapter ${order}`,
    duration: 300,
    status: 'ready' as const,
    paragraphs: [],
  }));

const record = progressRecord;

function home() {
  const mateo = child('Mateo');
  const fox = fakeStory({ title: 'Moon Fox', chapters: chapters('fox'), coverImageUrl: '/media/fox.svg' });
  const owl = fakeStory({ title: 'The Sleepy Owl', chapters: chapters('owl') });
  const progress = [
    record(mateo.id, fox.id, 'fox-1', '2026-03-01T10:00:00.000Z', { completed: true, position: 300 }),
    record(mateo.id, fox.id, 'fox-2', '2026-03-01T10:06:00.000Z', { position: 190 }),
    // Finished more recently: nothing to go on with there.
    ...['owl-1', 'owl-2', 'owl-3'].map((id) =>
      record(mateo.id, owl.id, id, '2026-03-02T10:00:00.000Z', { completed: true, position: 300 }),
    ),
  ];
  return { mateo, fox, owl, progress };
}

const card = () => screen.findByRole('button', { name: /^Continue your story Moon Fox/ });

describe('home: Continue your story (P§2)', () => {
  it("shows the active kid's most recent unfinished story, its chapter and how far in", async () => {
    const { mateo, fox, owl, progress } = home();
    const server = fakeStoriesApi({ stories: [fox, owl], children: [mateo], progress });
    renderWithLocation('/', server.fetch);
    const button = await card();
    expect(button.textContent).toContain('Continue your story');
    expect(button.textContent).toContain('Chapter 2 · 3:10 of 5:00');
    expect(
      screen.getByRole('progressbar', { name: 'How far into the chapter' }).getAttribute('aria-valuenow'),
    ).toBe('63');
    // Under the greeting, above the tiles.
    const greeting = screen.getByRole('heading', { name: 'Hi, Mateo!' });
    const tiles = screen.getByRole('heading', { name: 'What would you like to do?' });
    expect(greeting.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button.compareDocumentPosition(tiles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const progressCall = server.calls.find((call) => call.path === `/progress/user/${ana.id}`);
    expect(Object.fromEntries(progressCall!.query)).toEqual({ limit: '25', childId: mateo.id });
  });

  it('plays from there on one tap and opens the player', async () => {
    const { mateo, fox, owl, progress } = home();
    const location = renderWithLocation(
      '/',
      fakeStoriesApi({ stories: [fox, owl], children: [mateo], progress }).fetch,
    );
    fireEvent.click(await card());
    expect(player.startPlayback).toHaveBeenCalledTimes(1);
    const [session, chapterId] = player.startPlayback.mock.calls[0]!;
    expect(chapterId).toBe('fox-2');
    expect(session).toMatchObject({
      storyId: fox.id,
      storyTitle: 'Moon Fox',
      coverUrl: '/media/fox.svg',
      chapterCount: 3,
      userId: ana.id,
      childId: mateo.id,
      autoplayNext: true,
    });
    expect((session as { chapters: unknown[] }).chapters).toHaveLength(3);
    await waitFor(() => expect(location.current?.pathname).toBe('/player'));
    expect(location.current?.state).toMatchObject({
      storyId: fox.id,
      chapterId: 'fox-2',
      storyTitle: 'Moon Fox',
    });
  });

  it('skips a story deleted since', async () => {
    const { mateo, fox, progress } = home();
    const gone = record(mateo.id, crypto.randomUUID(), 'x-1', '2026-03-05T10:00:00.000Z', { position: 40 });
    renderWithLocation(
      '/',
      fakeStoriesApi({ stories: [fox], children: [mateo], progress: [...progress, gone] }).fetch,
    );
    expect(await card()).toBeTruthy();
  });

  it('shows nothing when every story is finished or none was listened to', async () => {
    const { mateo, owl, progress } = home();
    const server = fakeStoriesApi({
      stories: [owl],
      children: [mateo],
      progress: progress.filter((one) => one.storyId === owl.id),
    });
    renderWithLocation('/', server.fetch);
    await screen.findByRole('heading', { name: 'Hi, Mateo!' });
    await waitFor(() => expect(server.calls.some((call) => call.path === `/stories/${owl.id}`)).toBe(true));
    expect(screen.queryByText('Continue your story')).toBeNull();
  });

  it("says when the recent story can't be loaded", async () => {
    const { mateo } = home();
    const failure = () => json(500, { message: 'Internal Server Error', code: 'INTERNAL_ERROR' });
    renderWithLocation(
      '/',
      fakeStoriesApi({ children: [mateo], routes: { [`GET /progress/user/${ana.id}`]: failure } }).fetch,
    );
    expect(await screen.findByText('Failed to load recent story', {}, { timeout: 8_000 })).toBeTruthy();
  });

  it('with no network, goes on from where this kid left the player on this device, and says no error', async () => {
    const { mateo, fox } = home();
    const session = {
      storyId: fox.id,
      storyTitle: 'Moon Fox',
      coverUrl: null,
      chapters: (fox.chapters ?? []).map(({ id, title, order, duration }) => ({
        id,
        title,
        order,
        duration,
      })),
      userId: ana.id,
      childId: mateo.id,
      autoplayNext: true,
      chapterCount: 3,
    };
    writeSavedPlayback({ session, chapterId: 'fox-2', position: 95, duration: 300 });
    await goOffline();
    const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));
    renderWithLocation(
      '/',
      fakeStoriesApi({ children: [mateo], routes: { [`GET /progress/user/${ana.id}`]: noNetwork } }).fetch,
    );
    const button = await card();
    expect(button.textContent).toContain('Chapter 2 · 1:35 of 5:00');
    expect(screen.queryByText('Failed to load recent story')).toBeNull();
    fireEvent.click(button);
    expect(player.startPlayback).toHaveBeenCalledWith(expect.objectContaining({ storyId: fox.id }), 'fox-2');
  });

  it("with no network, another kid's story on this device is not offered", async () => {
    const { mateo, fox } = home();
    const session = {
      storyId: fox.id,
      storyTitle: 'Moon Fox',
      coverUrl: null,
      chapters: [{ id: 'fox-1', title: 'One', order: 1, duration: 300 }],
      userId: ana.id,
      childId: crypto.randomUUID(),
      autoplayNext: true,
    };
    writeSavedPlayback({ session, chapterId: 'fox-1', position: 95, duration: 300 });
    await goOffline();
    const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));
    renderWithLocation(
      '/',
      fakeStoriesApi({ children: [mateo], routes: { [`GET /progress/user/${ana.id}`]: noNetwork } }).fetch,
    );
    await screen.findByRole('heading', { name: 'Hi, Mateo!' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Continue your story')).toBeNull();
    expect(screen.queryByText('Failed to load recent story')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    const { mateo, fox, owl, progress } = home();
    renderWithLocation('/', fakeStoriesApi({ stories: [fox, owl], children: [mateo], progress }).fetch);
    const button = await screen.findByRole('button', { name: /^Sigue con tu cuento Moon Fox/ });
    expect(button.textContent).toContain('Sigue con tu cuento');
    expect(button.textContent).toContain('Capítulo 2 · 3:10 de 5:00');
  });
});
