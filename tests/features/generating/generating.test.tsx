import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chapter, Story, StoryAudioStatus } from '@/contract/story';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { usePlayerStore } from '@/features/player/player-store';
import { fakeServer, json } from '../../lib/api/fake-server';
import { ana, signInAna } from '../profiles/fake-children';
import { audioStatus, chapter, story, storyId } from './fake-stories';
import { renderWithLocation } from './render-with-location';

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  useSessionStore.setState({ status: 'guest', user: null });
  await signInAna();
});

afterEach(async () => {
  vi.useRealTimers();
  const { toast } = await import('sonner');
  toast.dismiss();
});

/** A story being generated: the test moves it along by changing `state`. */
function generationServer() {
  const state: {
    chapters: Chapter[];
    story: Partial<Story>;
    missing: boolean;
    queue: StoryAudioStatus['queue'];
  } = {
    chapters: [],
    story: {},
    missing: false,
    queue: null,
  };
  const notFound = () => json(404, { message: 'Story not found', code: 'NOT_FOUND' });
  const server = fakeServer({
    'GET /users/me': () => json(200, { data: ana }),
    [`GET /stories/${storyId}`]: () =>
      state.missing ? notFound() : json(200, { data: story({ chapters: state.chapters, ...state.story }) }),
    [`GET /stories/${storyId}/audio-status`]: () =>
      state.missing
        ? notFound()
        : json(200, { data: { ...audioStatus(state.chapters), queue: state.queue } }),
    [`POST /stories/${storyId}/cancel`]: () => {
      state.story = { status: 'archived', failureReason: 'Story generation cancelled by user' };
      return json(200, { data: story({ ...state.story }) });
    },
  });
  return { ...server, state };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The queue line, read whole (the wait is a span of its own, kept on one line). */
const queueLine = (text: string) =>
  screen.queryByText((_, element) => element?.tagName === 'P' && element.textContent === text);

const progressbar = () => screen.getByRole('progressbar', { name: 'Story progress' });

describe('/generating/{storyId} (S§2, S§4, S§8)', () => {
  it('shows the title, chapters ready and percent, updating with each poll', async () => {
    const server = generationServer();
    renderWithLocation(`/generating/${storyId}`, server.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Brave Little Fox' })).toBeTruthy();
    expect(screen.getByText('Generating 3 magical chapters')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('0/3 chapters ready')).toBeTruthy());
    expect(progressbar().getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Writing chapters').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(screen.queryByRole('button', { name: 'Start listening' })).toBeNull();

    server.state.chapters = [chapter(1, 'ready'), chapter(2, 'generating-audio')];
    await wait(3_000);
    expect(screen.getByText('1/3 chapters ready')).toBeTruthy();
    expect(progressbar().getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByText('Recording the narration…')).toBeTruthy();
    expect(screen.getByText('Writing chapters').closest('li')?.textContent).toContain('(done)');
    expect(screen.getByText('Generating audio').closest('li')?.getAttribute('aria-current')).toBe('step');

    server.state.chapters = [chapter(1, 'ready'), chapter(2, 'ready'), chapter(3, 'generating-audio')];
    await wait(3_000);
    expect(screen.getByText('2/3 chapters ready')).toBeTruthy();
    expect(progressbar().getAttribute('aria-valuenow')).toBe('67');
  });

  it('while the story waits its turn: the stories ahead and about how long, until writing starts', async () => {
    const server = generationServer();
    server.state.queue = { ahead: 2, estimateSeconds: 170 };
    renderWithLocation(`/generating/${storyId}`, server.fetch);
    await waitFor(() => expect(queueLine('2 stories ahead of yours · about 3 minutes')).toBeTruthy());
    // Nothing is being written yet, and the status says it waits rather than that the narrator gets ready.
    expect(screen.getByText('Writing chapters').closest('li')?.getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Waiting for its turn…')).toBeTruthy();
    expect(screen.queryByText('Getting the narrator ready…')).toBeNull();

    server.state.queue = { ahead: 1, estimateSeconds: 40 };
    await wait(3_000);
    expect(queueLine('1 story ahead of yours · less than a minute')).toBeTruthy();

    server.state.queue = { ahead: 0, estimateSeconds: 10 };
    await wait(3_000);
    expect(queueLine('Yours is next')).toBeTruthy();

    // A worker took it: the line goes, the steps carry on.
    server.state.queue = null;
    await wait(3_000);
    expect(queueLine('Yours is next')).toBeNull();
    expect(screen.queryByText('Waiting for its turn…')).toBeNull();
    expect(screen.getByText('Writing chapters').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('without the story yet: "Creating Your Story" and the usual time', async () => {
    const slow = fakeServer({
      'GET /users/me': () => json(200, { data: ana }),
      // Neither answer arrives (offline): the screen still says what is happening.
    });
    renderWithLocation(`/generating/${storyId}`, slow.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Creating Your Story' })).toBeTruthy();
    expect(screen.getByText('This usually takes 2-3 minutes')).toBeTruthy();
  });

  it('with the first chapter ready, Start listening opens the player with the ready chapters', async () => {
    const server = generationServer();
    server.state.chapters = [chapter(1, 'ready'), chapter(2, 'generating-audio')];
    const location = renderWithLocation(`/generating/${storyId}`, server.fetch);
    const button = await screen.findByRole('button', { name: 'Start listening' });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(location.current?.pathname).toBe('/player'));
    expect(location.current?.state).toEqual({
      storyId,
      storyTitle: 'The Brave Little Fox',
      chapters: [{ id: chapter(1, 'ready').id, title: 'Chapter title 1', order: 1, duration: 121 }],
      chapterId: chapter(1, 'ready').id,
      chapterCount: 3,
      coverUrl: null,
    });
    // The chapter starts on the tap itself (browsers allow play() only then), for the whole story.
    await waitFor(() => expect(usePlayerStore.getState().session?.storyId).toBe(storyId));
    expect(usePlayerStore.getState().session?.chapterCount).toBe(3);
  });

  it('ready: 100 %, "Story Ready!", then the story after 1 second', async () => {
    const server = generationServer();
    server.state.chapters = [chapter(1, 'ready'), chapter(2, 'ready'), chapter(3, 'generating-audio')];
    const location = renderWithLocation(`/generating/${storyId}`, server.fetch);
    await waitFor(() => expect(screen.getByText('2/3 chapters ready')).toBeTruthy());

    server.state.chapters = [chapter(1, 'ready'), chapter(2, 'ready'), chapter(3, 'ready')];
    server.state.story = { status: 'published' };
    await wait(2_000);
    expect(await screen.findByText('Story Ready!')).toBeTruthy();
    expect(screen.getByText('Audio is ready to play')).toBeTruthy();
    expect(progressbar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('3/3 chapters ready')).toBeTruthy();
    expect(location.current?.pathname).toBe(`/generating/${storyId}`);

    await wait(1_000);
    await waitFor(() => expect(location.current?.pathname).toBe(`/story/${storyId}`));
  });

  it("a failed story ('archived'): 'Story generation failed', then the library", async () => {
    const server = generationServer();
    const location = renderWithLocation(`/generating/${storyId}`, server.fetch);
    await waitFor(() => expect(screen.getByText('0/3 chapters ready')).toBeTruthy());
    server.state.story = { status: 'archived', failureReason: 'The writer failed' };
    await wait(2_000);
    expect(await screen.findByText('Story generation failed')).toBeTruthy();
    await waitFor(() => expect(location.current?.pathname).toBe('/library'));
  });

  it("a chapter whose audio failed: 'Audio generation failed', then the library", async () => {
    const server = generationServer();
    server.state.chapters = [chapter(1, 'error')];
    const location = renderWithLocation(`/generating/${storyId}`, server.fetch);
    expect(await screen.findByText('Audio generation failed')).toBeTruthy();
    await waitFor(() => expect(location.current?.pathname).toBe('/library'));
  });

  it("a story that does not exist: 'Failed to load story. Please try again.', then the library", async () => {
    const server = generationServer();
    server.state.missing = true;
    const location = renderWithLocation(`/generating/${storyId}`, server.fetch);
    expect(await screen.findByText('Failed to load story. Please try again.')).toBeTruthy();
    await waitFor(() => expect(location.current?.pathname).toBe('/library'));
  });

  it('Cancel Generation asks first; Cancel Story cancels it on the server and goes to the library', async () => {
    const server = generationServer();
    const location = renderWithLocation(`/generating/${storyId}`, server.fetch);
    const cancel = await screen.findByRole('button', { name: 'Cancel Generation' });

    fireEvent.click(cancel);
    expect(await screen.findByRole('alertdialog', { name: 'Cancel Story Generation?' })).toBeTruthy();
    expect(
      screen.getByText(
        "Are you sure you want to cancel? All progress will be lost and you'll need to start over.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue Generating' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.filter(({ method }) => method === 'POST')).toEqual([]);

    fireEvent.click(cancel);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel Story' }));
    });
    await waitFor(() => expect(location.current?.pathname).toBe('/library'));
    expect(server.calls.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      `/stories/${storyId}/cancel`,
    ]);
    await wait(3_000);
    expect(screen.queryByText('Story generation failed')).toBeNull();
  });

  it('without a story id it goes to Create Story', async () => {
    const location = renderWithLocation('/generating', generationServer().fetch);
    await waitFor(() => expect(location.current?.pathname).toBe('/create-story'));
  });
});
