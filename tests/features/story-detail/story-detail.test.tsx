import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Child } from '@/contract/child';
import type { ProgressRecord } from '@/contract/progress';
import type { Story, StoryAudioStatus } from '@/contract/story';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { useActiveProfileStore } from '@/features/profiles/stores/active-profile-store';
import { changeLanguage } from '@/lib/i18n/i18n';
import { json, type RecordedCall, fakeServer } from '../../lib/api/fake-server';
import { renderRoute } from '../../helpers/render-route';
import { ana, child, signInAna } from '../profiles/fake-children';
import { UNSAFE_STORY_REASON } from '@/contract/story-failure';

// The player is its own module; here only what the story detail asks of it matters.
type FakePlayerState = {
  session: null | { storyId: string; storyTitle?: string; chapters: Array<{ id: string; title: string }> };
  chapterId: string | null;
  status: string;
  sleepTimer: null | { kind: 'minutes'; minutes: number };
};
const player = vi.hoisted(() => {
  const listeners = new Set<(state: FakePlayerState, previous: FakePlayerState) => void>();
  const fake = {
    state: {
      session: null,
      chapterId: null,
      status: 'idle',
      sleepTimer: null,
    } as FakePlayerState,
    listeners,
    full: () => ({ position: 0, duration: 0, errorMessage: null, volume: 1, playbackRate: 1, ...fake.state }),
    /** Changes the player's state as the real store would, telling its subscribers. */
    set(patch: Partial<FakePlayerState>) {
      const previous = fake.state;
      fake.state = { ...previous, ...patch };
      for (const listener of listeners) listener(fake.state, previous);
    },
    startPlayback: vi.fn((_session: unknown, _chapterId: string) => Promise.resolve()),
    togglePlayback: vi.fn(),
    stopPlayback: vi.fn((_storyId?: string) => {}),
    setSleepTimer: vi.fn(),
  };
  return fake;
});
vi.mock('@/features/player/player-store', () => ({
  // The player screen (opened by the play buttons) reads a little more than this page does.
  usePlayerStore: Object.assign((select: (state: FakePlayerState) => unknown) => select(player.full()), {
    getState: () => player.full(),
    subscribe: (listener: (state: FakePlayerState, previous: FakePlayerState) => void) => {
      player.listeners.add(listener);
      return () => player.listeners.delete(listener);
    },
  }),
  setSleepTimer: player.setSleepTimer,
  loadPlayerEngine: () => Promise.resolve({}),
  startPlayback: player.startPlayback,
  togglePlayback: player.togglePlayback,
  stopPlayback: player.stopPlayback,
  pausePlayback: vi.fn(),
}));

// The client's rate limit (P§9) is one bucket for the whole page, so for this whole file: the many screens
// rendered here would otherwise wait on it, which is not what these tests are about.
vi.mock('@/lib/api/token-bucket', () => ({
  createTokenBucket: () => ({ acquire: () => Promise.resolve() }),
}));

const storyId = '5a000000-0000-4000-8000-000000000001';
const chapterIds = [1, 2, 3].map((n) => `ca000000-0000-4000-8000-00000000000${n}`);

function makeStory(overrides: Partial<Story> = {}): Story {
  return {
    id: storyId,
    title: 'The Moon Fox',
    description: 'A fox climbs to the moon.',
    theme: 'adventure',
    ageGroup: '4-8',
    authorId: ana.id,
    childId: null,
    customPrompt: null,
    targetDuration: 15,
    coverImageUrl: '/media/covers/moon-fox.svg',
    status: 'published',
    failureReason: null,
    duration: 900,
    chapterCount: 3,
    voiceType: 'WARM_FEMALE',
    language: 'en',
    audioStatus: 'completed',
    audioProgress: 100,
    audioTotals: { ready: 3, total: 3 },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    chapters: ['The Den', 'The Ladder', 'The Moon'].map((title, index) => ({
      id: chapterIds[index]!,
      order: index + 1,
      title,
      duration: 300,
      status: 'ready' as const,
      paragraphs: [],
    })),
    ...overrides,
  };
}

function record(childId: string, chapterIndex: number, position: number, completed = false): ProgressRecord {
  return {
    id: crypto.randomUUID(),
    userId: ana.id,
    childId,
    storyId,
    chapterId: chapterIds[chapterIndex]!,
    position,
    completed,
    totalListeningTime: position,
    lastListenedAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };
}

type Route = (call: RecordedCall) => Response | Promise<Response>;

function storyServer({
  story = makeStory(),
  children = [] as Child[],
  progress = [] as ProgressRecord[],
  routes = {} as Record<string, Route>,
} = {}) {
  return fakeServer({
    'GET /users/me': () => json(200, { data: ana }),
    [`GET /children/parent/${ana.id}`]: () => json(200, { data: { items: children, nextCursor: null } }),
    [`GET /stories/${storyId}`]: () => json(200, { data: story }),
    [`GET /progress/user/${ana.id}/story/${storyId}`]: () =>
      json(200, { data: { items: progress, nextCursor: null } }),
    ...routes,
  });
}

function audioStatus(status: StoryAudioStatus['status']): StoryAudioStatus {
  return {
    storyId,
    status,
    totalChapters: 3,
    chapters: chapterIds.map((id) => ({ id, duration: 300, status: 'ready' })),
    progress: 100,
    chaptersReady: 3,
    chaptersProcessing: 0,
    chaptersPending: 0,
    chaptersError: 0,
    regeneration: null,
    queue: null,
  };
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

beforeEach(async () => {
  useSessionStore.setState({ status: 'guest', user: null });
  useActiveProfileStore.setState({ byUser: {} });
  player.state = { session: null, chapterId: null, status: 'idle', sleepTimer: null };
  player.startPlayback.mockClear();
  player.togglePlayback.mockClear();
  player.stopPlayback.mockClear();
  player.listeners.clear();
  await signInAna();
});

describe('story detail (S§2)', () => {
  it('shows the hero once loaded: title, Ready, age group, theme, duration, chapters, About', async () => {
    const lucia = child('Lucía');
    renderRoute(`/story/${storyId}`, { fetch: storyServer({ children: [lucia] }).fetch });
    expect(await screen.findByRole('heading', { name: 'The Moon Fox' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cover art for The Moon Fox' }).getAttribute('src')).toBe(
      '/media/covers/moon-fox.svg',
    );
    // The hero's badge and the compact READY status card (S§2 generation status cards).
    expect(screen.getAllByText('Ready')).toHaveLength(2);
    expect(screen.getByText('Every chapter is ready to play.')).toBeTruthy();
    // The story was made for the form's 4-6 years (stored as the server's '4-8', S§5).
    expect(screen.getByText('Ages 4-6')).toBeTruthy();
    expect(screen.getByText('Adventure')).toBeTruthy();
    expect(screen.getByText('15 min')).toBeTruthy();
    expect(screen.getByText('3 chapters')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Chapters (3)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play The Ladder' })).toBeTruthy();
    expect(screen.getAllByText('5:00')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'About This Story' })).toBeTruthy();
    expect(screen.getByText('A fox climbs to the moon.')).toBeTruthy();
    expect(screen.getByText('Generated by AI - Content suitable for children')).toBeTruthy();
    // One kid profile: no switcher.
    expect(screen.queryByText('Listening as:')).toBeNull();
  });

  it("says 'Story Not Found' for an unknown story, with a way back to the library", async () => {
    const server = storyServer({
      routes: {
        [`GET /stories/${storyId}`]: () => json(404, { message: 'Story not found', code: 'NOT_FOUND' }),
      },
    });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    expect(await screen.findByRole('heading', { name: 'Story Not Found' })).toBeTruthy();
    expect(screen.getByText("The story you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Library' }).getAttribute('href')).toBe('/library');
  });

  it('sends a story still being generated to its generating screen', async () => {
    const server = storyServer({ story: makeStory({ status: 'generating' }) });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: /Creating/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Story' })).toBeNull();
  });

  it("offers 'Start Story' before any listening and starts the first chapter for the active child", async () => {
    const lucia = child('Lucía');
    renderRoute(`/story/${storyId}`, { fetch: storyServer({ children: [lucia] }).fetch });
    const start = await screen.findByRole('button', { name: 'Start Story' });
    await click(start);
    expect(player.startPlayback).toHaveBeenCalledTimes(1);
    const [session, chapterId] = player.startPlayback.mock.calls[0]!;
    expect(chapterId).toBe(chapterIds[0]);
    expect(session).toMatchObject({
      storyId,
      storyTitle: 'The Moon Fox',
      userId: ana.id,
      childId: lucia.id,
      chapters: [
        { id: chapterIds[0], title: 'The Den', order: 1, duration: 300 },
        { id: chapterIds[1], title: 'The Ladder', order: 2, duration: 300 },
        { id: chapterIds[2], title: 'The Moon', order: 3, duration: 300 },
      ],
    });
  });

  it("offers 'Continue from {chapter}' at the first unfinished chapter, with the child's progress", async () => {
    const lucia = child('Lucía');
    const progress = [record(lucia.id, 0, 300, true), record(lucia.id, 1, 150)];
    renderRoute(`/story/${storyId}`, { fetch: storyServer({ children: [lucia], progress }).fetch });
    const resume = await screen.findByRole('button', { name: 'Continue from The Ladder' });
    // (100 + 50 + 0) / 3 = 50 %
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('1 chapter finished')).toBeTruthy();
    await click(resume);
    expect(player.startPlayback.mock.calls[0]?.[1]).toBe(chapterIds[1]);
  });

  it("shows 'Listening as:' with two children, and switching changes whose progress shows", async () => {
    const [lucia, mateo] = [child('Lucía'), child('Mateo')];
    const progress = [record(mateo.id, 0, 300, true)];
    renderRoute(`/story/${storyId}`, {
      fetch: storyServer({ children: [lucia, mateo], progress }).fetch,
    });
    const switcher = (await screen.findByRole('heading', { name: 'Listening as:' })).closest('section')!;
    const asMateo = within(switcher).getByRole('button', { name: /Mateo/ });
    expect(within(switcher).getByRole('button', { name: /Lucía/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await within(switcher).findByText('33%')).toBeTruthy(); // Mateo's progress
    expect(screen.getByRole('button', { name: 'Start Story' })).toBeTruthy();

    await click(asMateo);
    expect(asMateo.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Continue from The Ladder' })).toBeTruthy();
    expect(useActiveProfileStore.getState().byUser[ana.id]).toBe(mateo.id);
  });

  it('deletes the story after confirming, then goes to the library', async () => {
    const server = storyServer({
      routes: { [`DELETE /stories/${storyId}`]: () => new Response(null, { status: 204 }) },
    });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    // One Delete, with the other grown-up actions (not twice, not in the header); it asks first.
    const deleteButtons = await screen.findAllByRole('button', { name: 'Delete Story' });
    expect(deleteButtons).toHaveLength(1);
    await click(deleteButtons[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Story?' });
    expect(
      within(dialog).getByText(
        'This will permanently delete "The Moon Fox" and all its chapters. This action cannot be undone.',
      ),
    ).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Story deleted')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Library' })).toBeTruthy();
    expect(server.calls.filter(({ method }) => method === 'DELETE').map(({ path }) => path)).toEqual([
      `/stories/${storyId}`,
    ]);
    // A deleted story does not play on.
    expect(player.stopPlayback).toHaveBeenCalledWith(storyId);
  });

  it("says 'Audio Ready' / nothing to regenerate when the server answers completed at once", async () => {
    const server = storyServer({
      routes: {
        [`POST /stories/${storyId}/generate-audio`]: () =>
          json(202, { data: { jobId: null, status: 'completed', progress: 100 } }),
      },
    });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    await click(await screen.findByRole('button', { name: 'Regenerate Audio' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Regenerate Story Audio?' });
    await click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('All chapters already have audio. Nothing to regenerate.')).toBeTruthy();
    expect(screen.getByText('Audio Ready')).toBeTruthy();
  });

  it('polls a queued regeneration until it completes, showing progress meanwhile', async () => {
    const server = storyServer({
      routes: {
        [`POST /stories/${storyId}/generate-audio`]: () =>
          json(202, { data: { jobId: crypto.randomUUID(), status: 'queued', progress: 0 } }),
        [`GET /stories/${storyId}/audio-status`]: () => json(200, { data: audioStatus('completed') }),
      },
    });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    await click(await screen.findByRole('button', { name: 'Regenerate Audio' }));
    await click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('We will let you know once the new audio is ready.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Regenerating audio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regenerating audio...' }).hasAttribute('disabled')).toBe(true);

    expect(
      await screen.findByText('All chapters have been regenerated.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Regenerate Audio' })).toBeTruthy());
    expect(server.calls.some(({ path }) => path === `/stories/${storyId}/audio-status`)).toBe(true);
  }, 20_000);

  it("says 'Error' / 'Failed to load story. Please try again.' and returns to the library when loading fails", async () => {
    const server = storyServer({
      routes: {
        [`GET /stories/${storyId}`]: () =>
          json(500, { message: 'Internal Server Error', code: 'INTERNAL_ERROR' }),
      },
    });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    expect(
      await screen.findByText('Failed to load story. Please try again.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Library' })).toBeTruthy();
  }, 15_000);

  it('sends a guest to sign in', async () => {
    useSessionStore.setState({ status: 'guest', user: null });
    const server = storyServer();
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(server.calls.some(({ path }) => path === `/stories/${storyId}`)).toBe(false);
  });

  it('explains that deletion is not available when the server answers 405 (S§8)', async () => {
    const server = storyServer({
      routes: {
        [`DELETE /stories/${storyId}`]: () =>
          json(405, { message: 'Method Not Allowed', code: 'METHOD_NOT_ALLOWED' }),
      },
    });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    await click(await screen.findByRole('button', { name: 'Delete Story' }));
    await click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Story deletion is not yet available. This feature is coming soon.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The Moon Fox' })).toBeTruthy();
  });

  it("tells 'Audio regeneration failed' with the server's message when it cannot start", async () => {
    const server = storyServer({
      routes: {
        [`POST /stories/${storyId}/generate-audio`]: () =>
          json(409, { message: 'This story has no chapters to narrate', code: 'NO_CHAPTERS' }),
      },
    });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    await click(await screen.findByRole('button', { name: 'Regenerate Audio' }));
    await click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Audio regeneration failed')).toBeTruthy();
    expect(screen.getByText('This story has no chapters to narrate')).toBeTruthy();
  });

  it('shows a failed story with its reason, Retry and Contact Support', async () => {
    const story = makeStory({ status: 'archived', failureReason: 'Story generation cancelled by user' });
    renderRoute(`/story/${storyId}`, { fetch: storyServer({ story }).fetch });
    expect(await screen.findByText('Story generation cancelled by user')).toBeTruthy();
    expect(screen.getAllByText('Generation Failed').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Contact Support' }));
    expect(await screen.findByText('Contact support feature coming soon')).toBeTruthy();
  });

  it('marks the story a favourite of the kid listening, and tells the server', async () => {
    const lucia = child('Lucía');
    const marked: unknown[] = [];
    const server = storyServer({
      children: [lucia],
      routes: {
        [`GET /children/${lucia.id}/favourites`]: () =>
          json(200, {
            data: {
              items: marked.map(() => ({ storyId, changedAt: new Date().toISOString(), story: makeStory() })),
            },
          }),
        [`PUT /children/${lucia.id}/favourites/${storyId}`]: (call) => {
          marked.push(call.body);
          return json(200, { data: { childId: lucia.id, storyId, ...(call.body as object) } });
        },
      },
    });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false));
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await click(heart);

    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText("Added to Lucía's favorites")).toBeTruthy();
    await waitFor(() =>
      expect(server.calls.find(({ method }) => method === 'PUT')).toMatchObject({
        path: `/children/${lucia.id}/favourites/${storyId}`,
        body: { favourite: true, changedAt: expect.any(String) },
      }),
    );
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('keeps a favourite marked offline on the device: it shows again after a reload', async () => {
    const lucia = child('Lucía');
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const server = storyServer({
      children: [lucia],
      routes: {
        [`GET /children/${lucia.id}/favourites`]: offline,
        [`PUT /children/${lucia.id}/favourites/${storyId}`]: offline,
      },
    });
    const page = renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false));
    await click(heart);
    // The heart fills as soon as the device has written the change down (one small transaction).
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(async () => {
      const { getDb } = await import('@/lib/db/db');
      expect(await getDb().outbox.count()).toBe(1);
    });

    page.unmount();
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    const again = await screen.findByRole('button', { name: 'Favorite' });
    await waitFor(() => expect(again.getAttribute('aria-pressed')).toBe('true'), { timeout: 5_000 });
  });

  it('offers no favourite until there is a kid profile to keep it for', async () => {
    renderRoute(`/story/${storyId}`, { fetch: storyServer().fetch });
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    expect(heart.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Add a kid profile to keep favorite stories.')).toBeTruthy();
  });

  it('Share in parent mode offers the story as a download where no share sheet takes files', async () => {
    renderRoute(`/story/${storyId}`, { fetch: storyServer().fetch });
    await click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “The Moon Fox”' });
    expect(within(dialog).getByRole('button', { name: 'Download the story (.zip)' })).toBeTruthy();
  });

  it('turns the sleep timer on at 30 minutes with Timer, and off again', async () => {
    renderRoute(`/story/${storyId}`, { fetch: storyServer().fetch });
    await click(await screen.findByRole('button', { name: 'Timer' }));
    expect(player.setSleepTimer).toHaveBeenLastCalledWith(30);
    expect(await screen.findByText('Sleep timer set for 30 minutes')).toBeTruthy();

    player.state.sleepTimer = { kind: 'minutes', minutes: 30 };
    await click(screen.getByRole('button', { name: 'Timer' }));
    expect(player.setSleepTimer).toHaveBeenLastCalledWith(null);
    expect(await screen.findByText('Sleep timer off')).toBeTruthy();
  });

  it('leaves autoplay next off when no kid profile says otherwise (P§3 default)', async () => {
    renderRoute(`/story/${storyId}`, { fetch: storyServer().fetch });
    await click(await screen.findByRole('button', { name: 'Start Story' }));
    expect(player.startPlayback.mock.calls[0]?.[0]).toMatchObject({ childId: null, autoplayNext: true });
  }, 15_000);

  it("offers 'Start Story' again, from the first chapter, once every chapter is finished", async () => {
    const lucia = child('Lucía');
    const progress = [0, 1, 2].map((index) => record(lucia.id, index, 300, true));
    renderRoute(`/story/${storyId}`, { fetch: storyServer({ children: [lucia], progress }).fetch });
    expect(await screen.findByText('3 chapters finished')).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Start Story' });
    expect(screen.queryByRole('button', { name: /^Continue from/ })).toBeNull();
    await click(start);
    expect(player.startPlayback.mock.calls[0]?.[1]).toBe(chapterIds[0]);
  }, 15_000);

  it('reads the progress again when the player pauses this story or moves to its next chapter', async () => {
    const lucia = child('Lucía');
    let progress = [record(lucia.id, 0, 150)];
    player.state = {
      session: { storyId, storyTitle: 'The Moon Fox', chapters: [{ id: chapterIds[0]!, title: 'The Den' }] },
      chapterId: chapterIds[0]!,
      status: 'playing',
      sleepTimer: null,
    };
    const server = storyServer({
      children: [lucia],
      routes: {
        [`GET /progress/user/${ana.id}/story/${storyId}`]: () =>
          json(200, { data: { items: progress, nextCursor: null } }),
      },
    });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    const bar = () => screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow');
    await waitFor(() => expect(bar()).toBe('17')); // 50 / 3

    progress = [record(lucia.id, 0, 300, true)];
    act(() => player.set({ status: 'paused' }));
    await waitFor(() => expect(bar()).toBe('33'));

    progress = [record(lucia.id, 0, 300, true), record(lucia.id, 1, 300, true)];
    act(() => player.set({ status: 'playing', chapterId: chapterIds[1]! }));
    await waitFor(() => expect(bar()).toBe('67'));
  }, 15_000);

  it('goes on with the chapter the player holds, resuming it rather than starting it again', async () => {
    const lucia = child('Lucía');
    player.state = {
      session: {
        storyId,
        storyTitle: 'The Moon Fox',
        chapters: chapterIds.map((id, index) => ({
          id,
          title: ['The Den', 'The Ladder', 'The Moon'][index]!,
        })),
      },
      chapterId: chapterIds[2]!,
      status: 'paused',
      sleepTimer: null,
    };
    // The saved progress still points at The Ladder; the player is further on.
    const progress = [record(lucia.id, 0, 300, true), record(lucia.id, 1, 100)];
    renderRoute(`/story/${storyId}`, { fetch: storyServer({ children: [lucia], progress }).fetch });
    const resume = await screen.findByRole('button', { name: 'Continue from The Moon' });
    await click(resume);
    expect(player.togglePlayback).toHaveBeenCalledTimes(1);
    expect(player.startPlayback).not.toHaveBeenCalled();
  }, 15_000);

  it('shows a regeneration still running when the page opens, and follows it to the end', async () => {
    let polls = 0;
    const server = storyServer({
      routes: {
        [`GET /stories/${storyId}/audio-status`]: () => {
          polls += 1;
          const status = audioStatus('completed');
          return json(200, {
            data:
              polls === 1
                ? {
                    ...status,
                    regeneration: { jobId: crypto.randomUUID(), status: 'processing', progress: 33 },
                  }
                : status,
          });
        },
      },
    });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    const progress = await screen.findByRole('progressbar', { name: 'Regenerating audio' });
    expect(progress.getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByRole('button', { name: 'Regenerating audio...' }).hasAttribute('disabled')).toBe(true);
    expect(
      await screen.findByText('All chapters have been regenerated.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Regenerate Audio' })).toBeTruthy());
  }, 20_000);

  it('does not ask for the audio status of a story that is not published', async () => {
    const story = makeStory({ status: 'archived', failureReason: 'Story generation cancelled by user' });
    const server = storyServer({ story });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    await screen.findByRole('button', { name: 'Retry' });
    expect(server.calls.some(({ path }) => path.endsWith('/audio-status'))).toBe(false);
  }, 15_000);

  it('translates the known failure reasons and shows any other as it came', async () => {
    const failedWith = async (failureReason: string) => {
      const story = makeStory({ status: 'archived', failureReason });
      const view = renderRoute(`/story/${storyId}`, { fetch: storyServer({ story }).fetch });
      await screen.findByRole('button', { name: 'Retry' });
      return view;
    };
    let view = await failedWith('Story generation failed: narration provider timed out');
    expect(screen.getByText('Story generation failed')).toBeTruthy();
    expect(screen.queryByText(/narration provider/)).toBeNull();
    view.unmount();
    // Older stories say it the old way; new ones in the story's language: both read as the app speaks.
    for (const reason of ['The written story did not pass the safety check', UNSAFE_STORY_REASON.es]) {
      view = await failedWith(reason);
      expect(screen.getByText(UNSAFE_STORY_REASON.en)).toBeTruthy();
      view.unmount();
    }
    await failedWith('The cover could not be drawn');
    expect(screen.getByText('The cover could not be drawn')).toBeTruthy();
  }, 15_000);

  it('reads naturally in Spanish: the age range, the cancel reason, who listens', async () => {
    const [lucia, mateo] = [child('Lucía'), child('Mateo')];
    await changeLanguage('es');
    try {
      const story = makeStory({ status: 'archived', failureReason: 'Story generation cancelled by user' });
      renderRoute(`/story/${storyId}`, { fetch: storyServer({ story, children: [lucia, mateo] }).fetch });
      expect(await screen.findByText('De 4 a 6 años')).toBeTruthy();
      expect(screen.getByText('Cancelaste la creación del cuento')).toBeTruthy();
      expect(await screen.findByRole('heading', { name: '¿Quién escucha?' })).toBeTruthy();
      expect(await screen.findByText('0 capítulos terminados')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  }, 15_000);
});

describe('grown-up actions in child mode', () => {
  it.each(['Delete Story', 'Regenerate Audio', 'Share'])(
    '%s asks for the parent gate first',
    async (button) => {
      const server = storyServer();
      renderRoute(`/story/${storyId}`, { fetch: server.fetch, parentMode: false });
      await click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Grown-ups Only' })).toBeTruthy();
      expect(server.calls.filter(({ method }) => method !== 'GET')).toEqual([]);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      // Cancel returns to the story, with nothing done.
      await click(screen.getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByRole('heading', { name: 'The Moon Fox' })).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('back from the gate in parent mode, the asked action opens at once', async () => {
    renderRoute(`/story/${storyId}?then=delete`, { fetch: storyServer().fetch });
    expect(await screen.findByRole('alertdialog', { name: 'Delete Story?' })).toBeTruthy();
  });

  it('listening stays open to the child: play works without the gate', async () => {
    renderRoute(`/story/${storyId}`, { fetch: storyServer().fetch, parentMode: false });
    await click(await screen.findByRole('button', { name: 'Start Story' }));
    expect(player.startPlayback).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { level: 1, name: 'Grown-ups Only' })).toBeNull();
  });
});

describe('a story that failed, and one the parent archived', () => {
  it('Try again resumes the failed generation and opens the generating screen', async () => {
    const failedStory = makeStory({
      status: 'archived',
      failureReason: 'Story generation cancelled by user',
    });
    const server = storyServer({
      story: failedStory,
      routes: {
        [`POST /stories/${storyId}/retry`]: () =>
          json(200, { data: { ...failedStory, status: 'generating', failureReason: null } }),
      },
    });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    await click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.calls.some(({ path }) => path.endsWith('/retry'))).toBe(true));
    expect(server.calls.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      `/stories/${storyId}/retry`,
    ]);
  });

  it('says Archived, not failed, and Restore brings it back', async () => {
    const archived = makeStory({ status: 'archived', failureReason: null });
    const server = storyServer({
      story: archived,
      routes: {
        [`PATCH /stories/${storyId}`]: () => json(200, { data: { ...archived, status: 'published' } }),
      },
    });
    renderRoute(`/story/${storyId}`, { fetch: server.fetch });
    expect((await screen.findAllByText('Archived')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Generation Failed')).toBeNull();
    await click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(server.calls.find(({ method }) => method === 'PATCH')?.body).toEqual({ status: 'published' }),
    );
  });
});
