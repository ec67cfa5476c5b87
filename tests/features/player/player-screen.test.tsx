import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { useSessionStore } from '@/features/auth/stores/session-store';
import type { PlayerSession } from '@/features/player/player-types';
import { usePlayerStore } from '@/features/player/player-store';
import type { SleepSetting } from '@/contract/sleep-timer';
import { i18n } from '@/lib/i18n/i18n';
import { useActiveProfileStore } from '@/features/profiles/stores/active-profile-store';
import { child, fakeChildrenApi, signInAna } from '../profiles/fake-children';
import { chapters, initialState, session, STORY_ID } from './fake-player';

// The engine is replaced: happy-dom's audio element never plays. The fake moves the store the way the
// real engine does once the audio answers.
const engine = vi.hoisted(() => ({
  start: vi.fn(),
  stop: vi.fn(),
  toggle: vi.fn(),
  pause: vi.fn(),
  next: vi.fn(),
  previous: vi.fn(),
  retry: vi.fn(),
  seek: vi.fn(),
  seekBy: vi.fn(),
  setSleepTimer: vi.fn(),
  chooseSleepTimer: vi.fn(),
  extendSleepTimer: vi.fn(),
  flush: vi.fn(),
  refreshChapters: vi.fn(),
}));
vi.mock('@/features/player/engine-instance', () => ({ engine }));

beforeEach(async () => {
  vi.clearAllMocks();
  usePlayerStore.setState(initialState());
  useSessionStore.setState({ status: 'guest', user: null });
  useActiveProfileStore.setState({ byUser: {} });
  await signInAna();
  engine.start.mockImplementation((started: PlayerSession, chapterId: string) =>
    usePlayerStore.setState({ session: started, chapterId, status: 'playing', duration: 300 }),
  );
  engine.toggle.mockImplementation(() =>
    usePlayerStore.setState((state) => ({ status: state.status === 'playing' ? 'paused' : 'playing' })),
  );
});

const lucia = child('Lucía', {
  preferences: {
    favoriteThemes: ['animals'],
    preferredDuration: 10,
    soundEffectsEnabled: true,
    autoplayNext: true,
  },
});

function renderPlayer(state?: unknown) {
  vi.stubGlobal('fetch', fakeChildrenApi([lucia]).fetch);
  return render(
    <Providers>
      <MemoryRouter initialEntries={[{ pathname: '/player', state }]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
}

const navigation = (chapterId = chapters[0]!.id, storyTitle = 'Luna and the Lighthouse') => ({
  storyId: STORY_ID,
  storyTitle,
  chapters,
  chapterId,
});

describe('the player screen (S§2)', () => {
  it('shows the story, the chapter and its place, and plays it for the active kid profile', async () => {
    renderPlayer(navigation());
    expect(await screen.findByRole('heading', { level: 1, name: 'Luna and the Lighthouse' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'The Lighthouse' })).toBeTruthy();
    expect(screen.getByText('Chapter 1 of 3')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(engine.start).toHaveBeenCalledTimes(1);
    expect(engine.start).toHaveBeenCalledWith(
      expect.objectContaining({
        storyId: STORY_ID,
        childId: lucia.id,
        autoplayNext: true,
        chapters,
      }),
      chapters[0]!.id,
    );
  });

  it('disables previous on the first chapter and keeps next enabled', async () => {
    renderPlayer(navigation());
    const controls = await screen.findByRole('group', { name: 'Playback controls' });
    expect(
      within(controls).getByRole<HTMLButtonElement>('button', { name: 'Previous chapter' }).disabled,
    ).toBe(true);
    const next = within(controls).getByRole<HTMLButtonElement>('button', { name: 'Next chapter' });
    expect(next.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(next);
    });
    expect(engine.next).toHaveBeenCalledTimes(1);
  });

  it('disables next on the last chapter', async () => {
    renderPlayer(navigation(chapters[2]!.id));
    expect(await screen.findByText('Chapter 3 of 3')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next chapter' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous chapter' }).disabled).toBe(false);
  });

  it('shows the chapter the player holds when opened without state, and toggles play and pause', async () => {
    usePlayerStore.setState({
      session: session(),
      chapterId: chapters[1]!.id,
      status: 'paused',
      position: 65,
      duration: 240,
    });
    renderPlayer();
    expect(await screen.findByRole('heading', { level: 2, name: 'The Storm' })).toBeTruthy();
    expect(screen.getByText('0:01:05')).toBeTruthy();
    expect(screen.getByText('0:04:00')).toBeTruthy();
    expect(
      screen.getByRole('slider', { name: 'Position in the chapter' }).getAttribute('aria-valuetext'),
    ).toBe('1 minute 5 seconds of 4 minutes');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    });
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(engine.start).not.toHaveBeenCalled();
  });

  it('does not restart the chapter the player already holds', async () => {
    usePlayerStore.setState({
      session: session(),
      chapterId: chapters[0]!.id,
      status: 'playing',
      duration: 300,
    });
    renderPlayer(navigation());
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(engine.start).not.toHaveBeenCalled();
  });

  it('keeps the chapter the player moved on to when the child comes back to it', async () => {
    // The history entry still says chapter 1; the player went on to chapter 2 meanwhile.
    usePlayerStore.setState({
      session: session(),
      chapterId: chapters[1]!.id,
      status: 'playing',
      duration: 240,
    });
    renderPlayer(navigation());
    expect(await screen.findByRole('heading', { level: 2, name: 'The Storm' })).toBeTruthy();
    expect(screen.getByText('Chapter 2 of 3')).toBeTruthy();
    expect(engine.start).not.toHaveBeenCalled();
  });

  it('names an untitled story with a placeholder and leads back to the story', async () => {
    renderPlayer(navigation(chapters[0]!.id, ''));
    expect(await screen.findByRole('heading', { level: 1, name: 'Untitled story' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(`/story/${STORY_ID}`);
  });

  it('shows a playback error with a retry button', async () => {
    usePlayerStore.setState({
      session: session(),
      chapterId: chapters[0]!.id,
      status: 'error',
      errorMessage: 'Maximum retry attempts reached. Please try again later.',
    });
    renderPlayer();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Maximum retry attempts reached. Please try again later.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    expect(engine.retry).toHaveBeenCalledTimes(1);
  });

  it('points to the library when nothing is playing', async () => {
    renderPlayer();
    expect(await screen.findByText('Nothing is playing yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Library' }).getAttribute('href')).toBe('/library');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/library');
  });

  it('sets the sleep timer to minutes or chapter ends, shows what is left, and changes the speed', async () => {
    usePlayerStore.setState({
      session: session(),
      chapterId: chapters[0]!.id,
      status: 'playing',
      duration: 300,
    });
    engine.chooseSleepTimer.mockImplementation((choice: SleepSetting) =>
      usePlayerStore.setState({
        sleepTimer:
          choice === null
            ? null
            : choice.kind === 'chapters'
              ? { kind: 'chapters', count: choice.count, left: choice.count, fading: false }
              : {
                  kind: 'minutes',
                  minutes: choice.minutes,
                  endsAt: Date.now() + choice.minutes * 60_000,
                  fading: false,
                },
      }),
    );
    renderPlayer();
    const timer = (await screen.findByRole('combobox', { name: 'Sleep timer' })) as HTMLSelectElement;
    expect(timer.value).toBe('off');
    expect(Array.from(timer.options, (option) => option.text)).toEqual([
      'Off',
      '5 minutes',
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
      '90 minutes',
      '120 minutes',
      'End of this chapter',
      'After 2 chapters',
      'After 3 chapters',
    ]);
    await act(async () => {
      fireEvent.change(timer, { target: { value: 'minutes:30' } });
    });
    expect(engine.chooseSleepTimer).toHaveBeenCalledWith({ kind: 'minutes', minutes: 30 });
    expect(await screen.findByText('Stops in 30 minutes')).toBeTruthy();
    await act(async () => {
      fireEvent.change(timer, { target: { value: 'chapters:2' } });
    });
    expect(engine.chooseSleepTimer).toHaveBeenLastCalledWith({ kind: 'chapters', count: 2 });
    expect(screen.getByText('2 chapters left')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Speed' }), { target: { value: '1.2' } });
    expect(usePlayerStore.getState().playbackRate).toBe(1.2);
    expect(screen.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext')).toBe('80%');
  });

  it('offers "+5 min" only while the timer fades the story out', async () => {
    usePlayerStore.setState({
      session: session(),
      chapterId: chapters[0]!.id,
      status: 'playing',
      duration: 300,
      sleepTimer: { kind: 'chapters', count: 1, left: 1, fading: false },
    });
    renderPlayer();
    expect(await screen.findByText('Stops at the end of this chapter')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+5 min' })).toBeNull();
    act(() => usePlayerStore.setState({ sleepTimer: { kind: 'chapters', count: 1, left: 1, fading: true } }));
    expect(screen.getByText('Getting quiet for sleep…')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '+5 min' }));
    });
    expect(engine.extendSleepTimer).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    usePlayerStore.setState({
      session: session(),
      chapterId: chapters[0]!.id,
      status: 'paused',
      duration: 300,
    });
    renderPlayer();
    expect(await screen.findByText('Capítulo 1 de 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '1,5×' })).toBeTruthy();
  });

  it("numbers a chapter by its order out of the story's chapters, not by the ready ones", async () => {
    // Chapter 2 is not narrated yet; the story has 4 chapters.
    const ready = [chapters[0]!, chapters[2]!];
    renderPlayer({ ...navigation(chapters[2]!.id), chapters: ready, chapterCount: 4 });
    expect(await screen.findByText('Chapter 3 of 4')).toBeTruthy();
    await vi.waitFor(() =>
      expect(engine.start).toHaveBeenCalledWith(
        expect.objectContaining({ chapters: ready, chapterCount: 4 }),
        chapters[2]!.id,
      ),
    );
    // Without a chapter count: the highest order.
    usePlayerStore.setState({ session: session({ chapters: ready }), chapterId: chapters[2]!.id });
    expect(await screen.findByText('Chapter 3 of 3')).toBeTruthy();
  });

  it('keeps the cover passed in the navigation state (a reload of the player)', async () => {
    const { container } = renderPlayer({ ...navigation(), coverUrl: '/media/covers/luna.webp' });
    await screen.findByRole('button', { name: 'Pause' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/covers/luna.webp');
    expect(engine.start.mock.calls[0]?.[0]).toMatchObject({ coverUrl: '/media/covers/luna.webp' });
  });

  it('lets the big button cancel a chapter that is loading', async () => {
    usePlayerStore.setState({ session: session(), chapterId: chapters[1]!.id, status: 'loading' });
    renderPlayer();
    const button = await screen.findByRole('button', { name: 'Loading…' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(engine.toggle).toHaveBeenCalledTimes(1);
  });

  it('asks every 10 s for chapters narrated since, while the story has more to come', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      usePlayerStore.setState({
        session: session({ chapters: [chapters[0]!], chapterCount: 3 }),
        chapterId: chapters[0]!.id,
        status: 'playing',
      });
      renderPlayer();
      expect(await screen.findByText('Chapter 1 of 3')).toBeTruthy();
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next chapter' }).disabled).toBe(true);
      await act(async () => {
        vi.advanceTimersByTime(10_000);
      });
      await vi.waitFor(() => expect(engine.refreshChapters).toHaveBeenCalledTimes(1));
      // The engine added chapter 2: next is enabled.
      act(() =>
        usePlayerStore.setState({ session: session({ chapters: chapters.slice(0, 2), chapterCount: 3 }) }),
      );
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next chapter' }).disabled).toBe(false);
      // Every chapter held: no more asking.
      act(() => usePlayerStore.setState({ session: session({ chapterCount: 3 }) }));
      engine.refreshChapters.mockClear();
      await act(async () => {
        vi.advanceTimersByTime(30_000);
      });
      expect(engine.refreshChapters).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the sleep timer in Spanish as a Spanish speaker would', async () => {
    await i18n.changeLanguage('es');
    usePlayerStore.setState({
      session: session(),
      chapterId: chapters[0]!.id,
      status: 'playing',
      duration: 300,
      sleepTimer: { kind: 'minutes', minutes: 30, endsAt: Date.now() + 30 * 60_000, fading: false },
    });
    renderPlayer();
    const timer = (await screen.findByRole('combobox', {
      name: 'Temporizador para dormir',
    })) as HTMLSelectElement;
    expect(timer.selectedOptions[0]?.text).toBe('30 minutos');
    expect(await screen.findByText('Se detendrá dentro de 30 minutos')).toBeTruthy();
    act(() =>
      usePlayerStore.setState({ sleepTimer: { kind: 'chapters', count: 3, left: 2, fading: false } }),
    );
    expect(timer.value).toBe('chapters:3');
    expect(within(timer).getByRole('option', { name: 'Después de 3 capítulos' })).toBeTruthy();
    expect(screen.getByText('Quedan 2 capítulos')).toBeTruthy();
  });
});

describe('the player tabs (issue 15)', () => {
  it('offers Info, Read and Chapters, opens on Read, and switches with a tap', async () => {
    renderPlayer(navigation());
    const tabs = await screen.findByRole('tablist', { name: 'About this chapter' });
    const names = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(names).toEqual(['Info', 'Read', 'Chapters']);
    const read = within(tabs).getByRole('tab', { name: 'Read' });
    expect(read.getAttribute('aria-selected')).toBe('true');
    const info = within(tabs).getByRole('tab', { name: 'Info' });
    await act(async () => {
      fireEvent.mouseDown(info, { button: 0 });
    });
    expect(info.getAttribute('aria-selected')).toBe('true');
    expect(read.getAttribute('aria-selected')).toBe('false');
  });
});
