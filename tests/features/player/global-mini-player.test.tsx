import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { announcePresence, readSavedPlayback, writeSavedPlayback } from '@/features/player/player-presence';
import { loadPlayerEngine, usePlayerStore } from '@/features/player/player-store';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderRoute } from '../../helpers/render-route';
import { ana, fakeChildrenApi, signInAna } from '../profiles/fake-children';
import { chapters, initialState, session } from './fake-player';

// The mini-player above the bottom navigation (issue: a player that follows you). The engine is a fake:
// happy-dom's audio element never plays.
const engine = vi.hoisted(() => ({
  start: vi.fn(),
  stop: vi.fn(),
  toggle: vi.fn(),
  pause: vi.fn(),
  seek: vi.fn(),
  setSleepTimer: vi.fn(),
  flush: vi.fn(),
  refreshChapters: vi.fn(),
}));
vi.mock('@/features/player/engine-instance', () => ({ engine }));

const mine = () => session({ userId: ana.id, storyTitle: 'Luna and the Lighthouse' });

beforeEach(async () => {
  vi.clearAllMocks();
  writeSavedPlayback(null);
  usePlayerStore.setState(initialState());
  useSessionStore.setState({ status: 'guest', user: null });
  await signInAna();
  engine.toggle.mockImplementation(() =>
    usePlayerStore.setState((state) => ({ status: state.status === 'playing' ? 'paused' : 'playing' })),
  );
});

const miniPlayer = () => screen.findByRole('region', { name: 'Now playing' });

describe('the mini-player', () => {
  it('is not there while nothing is in the player', async () => {
    renderRoute('/', { fetch: fakeChildrenApi([]).fetch });
    expect(await screen.findByRole('navigation', { name: /main/i })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Now playing' })).toBeNull();
  });

  it('follows the child to every screen: title, chapter, progress, play/pause, and opens the player', async () => {
    act(() => {
      usePlayerStore.setState({
        session: mine(),
        chapterId: chapters[1]!.id,
        status: 'playing',
        position: 60,
        duration: 240,
      });
    });
    renderRoute('/create-story', { fetch: fakeChildrenApi([]).fetch });
    const bar = await miniPlayer();
    expect(within(bar).getByText('Luna and the Lighthouse')).toBeTruthy();
    expect(within(bar).getByText('Chapter 2 of 3 · The Storm')).toBeTruthy();
    const line = bar.querySelector<HTMLElement>('[data-testid="mini-player-progress"] > div');
    expect(line?.style.width).toBe('25%');

    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Pause' })));
    await vi.waitFor(() => expect(engine.toggle).toHaveBeenCalledTimes(1));
    expect(await within(bar).findByRole('button', { name: 'Play' })).toBeTruthy();

    await act(async () =>
      fireEvent.click(
        within(bar).getByRole('button', {
          name: 'Open the player: Luna and the Lighthouse Chapter 2 of 3 · The Storm',
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'The Storm' })).toBeTruthy();
    expect(engine.start).not.toHaveBeenCalled(); // The player shows what plays; it does not restart it.
  });

  it('comes back after a reload, paused at the saved place', async () => {
    writeSavedPlayback({ session: mine(), chapterId: chapters[0]!.id, position: 150, duration: 300 });
    announcePresence(true); // What a fresh page reads from storage when it starts.
    renderRoute('/', { fetch: fakeChildrenApi([]).fetch });
    const bar = await miniPlayer();
    expect(within(bar).getByText('Chapter 1 of 3 · The Lighthouse')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Play' })).toBeTruthy();
    const line = bar.querySelector<HTMLElement>('[data-testid="mini-player-progress"] > div');
    expect(line?.style.width).toBe('50%');
    expect(usePlayerStore.getState()).toMatchObject({ status: 'paused', position: 150 });
    expect(engine.start).not.toHaveBeenCalled(); // Nothing plays on its own after a reload.
  });

  it('waits for the start-up to say who is here before bringing the story back', async () => {
    writeSavedPlayback({ session: mine(), chapterId: chapters[0]!.id, position: 40, duration: 300 });
    announcePresence(true);
    act(() => useSessionStore.setState({ status: 'loading', user: null }));
    renderRoute('/', { fetch: fakeChildrenApi([]).fetch });
    expect(await screen.findByRole('navigation', { name: /main/i })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Now playing' })).toBeNull();
    await signInAna();
    expect(await miniPlayer()).toBeTruthy();
    expect(usePlayerStore.getState()).toMatchObject({ status: 'paused', position: 40 });
  });

  it("does not show another parent's story kept on the device", async () => {
    writeSavedPlayback({
      session: session({ userId: 'someone-else' }),
      chapterId: chapters[0]!.id,
      position: 5,
      duration: 300,
    });
    announcePresence(true);
    renderRoute('/', { fetch: fakeChildrenApi([]).fetch });
    expect(await screen.findByRole('navigation', { name: /main/i })).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Now playing' })).toBeNull();
    expect(usePlayerStore.getState().session).toBeNull();
  });

  it('reads in Spanish', async () => {
    await changeLanguage('es');
    try {
      act(() => {
        usePlayerStore.setState({
          session: mine(),
          chapterId: chapters[2]!.id,
          status: 'paused',
          position: 0,
          duration: 200,
        });
      });
      renderRoute('/', { fetch: fakeChildrenApi([]).fetch });
      const bar = await screen.findByRole('region', { name: 'Sonando ahora' });
      expect(within(bar).getByText('Capítulo 3 de 3 · Home Again')).toBeTruthy();
      expect(within(bar).getByRole('button', { name: 'Reproducir' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('is forgotten at sign-out', async () => {
    await loadPlayerEngine();
    act(() => {
      usePlayerStore.setState({
        session: mine(),
        chapterId: chapters[0]!.id,
        status: 'paused',
        position: 10,
        duration: 300,
      });
    });
    writeSavedPlayback({ session: mine(), chapterId: chapters[0]!.id, position: 10, duration: 300 });
    act(() => {
      window.dispatchEvent(new Event('auth:signed-out'));
    });
    expect(readSavedPlayback()).toBeNull();
    // The engine (loaded below, as a first play would) is told to stop.
    await vi.waitFor(() => expect(engine.stop).toHaveBeenCalledTimes(1));
  });
});

describe('a fresh page', () => {
  it('knows at once that a story was kept from the last visit', async () => {
    writeSavedPlayback({ session: mine(), chapterId: chapters[0]!.id, position: 12, duration: 300 });
    vi.resetModules();
    const fresh = await import('@/features/player/player-presence');
    expect(fresh.playerPresence.isPresent()).toBe(true);
    writeSavedPlayback(null);
    vi.resetModules();
    const empty = await import('@/features/player/player-presence');
    expect(empty.playerPresence.isPresent()).toBe(false);
  });
});
