import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chapter } from '@/contract/story';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { changeLanguage } from '@/lib/i18n/i18n';
import { json } from '../../lib/api/fake-server';
import { renderWithLocation } from '../generating/render-with-location';
import { signInAna } from '../profiles/fake-children';
import { fakeStoriesApi, fakeStory, storyListQueries } from '../../helpers/fake-stories-api';
import { UNSAFE_STORY_REASON } from '@/contract/story-failure';

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

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const openTab = (name: RegExp) => fireEvent.mouseDown(tab(name));
const panel = () => screen.getByRole('tabpanel');

const chapter = (order: number, status: Chapter['status']): Chapter => ({
  id: crypto.randomUUID(),
  order,
  title: `Chapter ${order}`,
  duration: status === 'ready' ? 200 : 0,
  status,
  paragraphs: [],
});

describe('/my-stories (S§2 Your Creations)', () => {
  it('reads every page and puts each story under its tab, with counts', async () => {
    const published = Array.from({ length: 27 }, (_, index) => fakeStory({ title: `Tale ${index + 1}` }));
    const server = fakeStoriesApi({
      stories: [
        ...published,
        fakeStory({
          title: 'Half done',
          status: 'archived',
          failureReason: 'Story generation cancelled by user',
        }),
      ],
    });
    renderWithLocation('/my-stories', server.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Stories' })).toBeTruthy();
    expect(screen.getByText('Your creations: every story you have made, published or not.')).toBeTruthy();
    await waitFor(() => expect(tab(/Published/).textContent).toBe('Published27'));
    expect(tab(/Drafts/).textContent).toBe('Drafts0');
    expect(tab(/Generating/).textContent).toBe('Generating0');
    expect(tab(/Archived/).textContent).toBe('Archived1');
    expect(within(panel()).getAllByRole('link')).toHaveLength(27);
    expect(storyListQueries(server.calls).map((query) => query.get('cursor'))).toEqual([null, '25']);
    expect(screen.getByRole('link', { name: 'New Story' }).getAttribute('href')).toBe('/create-story');

    openTab(/Drafts/);
    expect(await screen.findByRole('heading', { name: 'No drafts' })).toBeTruthy();
    expect(screen.getByText("Stories you're working on will appear here")).toBeTruthy();
    openTab(/Generating/);
    expect(await screen.findByRole('heading', { name: 'No stories generating' })).toBeTruthy();
    expect(screen.getByText('Stories being created will appear here')).toBeTruthy();
  });

  it('archives a published story after asking, and restores it', async () => {
    const story = fakeStory({ title: 'Moon Fox' });
    const server = fakeStoriesApi({ stories: [story] });
    renderWithLocation('/my-stories', server.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive Moon Fox' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive Story?' });
    expect(within(dialog).getByText('Are you sure you want to archive this story?')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    });
    expect(await screen.findByText('Story archived')).toBeTruthy();
    const patch = server.calls.find((call) => call.method === 'PATCH');
    expect(patch).toMatchObject({ path: `/stories/${story.id}`, body: { status: 'archived' } });
    await waitFor(() => expect(tab(/Archived/).textContent).toBe('Archived1'));
    expect(await screen.findByRole('heading', { name: 'No published stories yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your First Story' }).getAttribute('href')).toBe(
      '/create-story',
    );

    openTab(/Archived/);
    expect(await screen.findByText('You archived this story.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Restore Moon Fox' }));
    });
    expect(await screen.findByText('Story restored')).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      status: 'published',
    });
    await waitFor(() => expect(tab(/Published/).textContent).toBe('Published1'));
  });

  it('says why a generation failed, and tries it again on the generating screen', async () => {
    const cancelled = fakeStory({
      title: 'Cancelled One',
      status: 'archived',
      failureReason: 'Story generation cancelled by user',
    });
    const unsafe = fakeStory({
      title: 'Unsafe One',
      status: 'archived',
      // Stored in the story's language (Spanish here), shown in the app's.
      failureReason: UNSAFE_STORY_REASON.es,
    });
    const server = fakeStoriesApi({ stories: [cancelled, unsafe] });
    const location = renderWithLocation('/my-stories', server.fetch);
    await waitFor(() => expect(tab(/Archived/).textContent).toBe('Archived2'));
    openTab(/Archived/);
    expect(await screen.findByText('Story generation cancelled by user')).toBeTruthy();
    expect(screen.getByText(UNSAFE_STORY_REASON.en)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try Cancelled One again' }));
    });
    await waitFor(() => expect(location.current?.pathname).toBe(`/generating/${cancelled.id}`));
    expect(
      server.calls.some((call) => call.method === 'POST' && call.path === `/stories/${cancelled.id}/retry`),
    ).toBe(true);
  });

  it('waits when another story is being generated', async () => {
    const failed = fakeStory({
      title: 'Broken',
      status: 'archived',
      failureReason: 'Story generation failed: writer down',
    });
    const busy = () =>
      json(409, { message: 'Another story is being generated', code: 'GENERATION_IN_PROGRESS' });
    const server = fakeStoriesApi({
      stories: [failed],
      routes: { [`POST /stories/${failed.id}/retry`]: busy },
    });
    renderWithLocation('/my-stories', server.fetch);
    await waitFor(() => expect(tab(/Archived/).textContent).toBe('Archived1'));
    openTab(/Archived/);
    expect(await screen.findByText('Story generation failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Broken again' }));
    expect(await screen.findByText('Generation In Progress')).toBeTruthy();
    expect(screen.getByText('Please wait for the current story to finish generating')).toBeTruthy();
  });

  it('follows a story being generated, and opens its generating screen', async () => {
    const making = fakeStory({
      title: 'Being Made',
      status: 'generating',
      chapterCount: 3,
      chapters: [chapter(1, 'ready'), chapter(2, 'generating-audio')],
    });
    const server = fakeStoriesApi({ stories: [making] });
    renderWithLocation('/my-stories', server.fetch);
    await waitFor(() => expect(tab(/Generating/).textContent).toBe('Generating1'));
    openTab(/Generating/);
    expect(await screen.findByText('1/3 chapters ready')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Progress of Being Made' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(within(panel()).getByRole('link').getAttribute('href')).toBe(`/generating/${making.id}`);
    expect(server.calls.some((call) => call.path === `/stories/${making.id}/audio-status`)).toBe(true);
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    renderWithLocation('/my-stories', fakeStoriesApi().fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis cuentos' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Todavía no hay cuentos publicados' })).toBeTruthy();
    expect(tab(/Publicados/)).toBeTruthy();
    expect(tab(/Borradores/)).toBeTruthy();
    expect(tab(/En creación/)).toBeTruthy();
    expect(tab(/Archivados/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear tu primer cuento' })).toBeTruthy();
  });
});
