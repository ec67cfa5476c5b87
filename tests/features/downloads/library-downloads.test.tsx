import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Story } from '@/contract/story';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { fakeStoriesApi, fakeStory } from '../../helpers/fake-stories-api';
import { downloads, fakeDevice, putView, resetFakeDownloads, viewOf } from '../../helpers/fake-downloads';
import { goOffline, goOnline } from '../../helpers/network';
import { renderRoute } from '../../helpers/render-route';
import { signInAna } from '../profiles/fake-children';

// My Library and offline listening (issue 12): the Downloaded badge and filter, the stories on the
// device when there is no network, and a card's menu to download or remove a story.

// The pages load lazily: on a busy machine the first one can take longer than the default 5 s.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

vi.mock('@/features/downloads/use-downloads', () => import('../../helpers/fake-downloads'));
vi.mock('@/lib/api/token-bucket', () => ({
  createTokenBucket: () => ({ acquire: () => Promise.resolve() }),
}));

const cards = () => within(screen.getByRole('list', { name: 'Your stories' })).getAllByRole('link');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);

async function openMenu(title: string) {
  const trigger = screen.getByRole('button', { name: `More for “${title}”` });
  await act(async () => {
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  return screen.findByRole('menu');
}

async function choose(menu: HTMLElement, item: string) {
  await act(async () => {
    fireEvent.click(within(menu).getByRole('menuitem', { name: item }));
  });
}

let owl: Story;
let fox: Story;
let bear: Story;

beforeEach(async () => {
  useSessionStore.setState({ status: 'guest', user: null });
  resetFakeDownloads();
  await signInAna();
  owl = fakeStory({ title: 'The Sleepy Owl', createdAt: '2026-03-01T09:00:00.000Z' });
  fox = fakeStory({ title: 'Moon Fox', createdAt: '2026-03-07T20:00:00.000Z' });
  bear = fakeStory({ title: 'Brave Bear', createdAt: '2026-03-05T20:00:00.000Z' });
});

afterEach(async () => {
  await goOnline();
  const { toast } = await import('sonner');
  toast.dismiss();
});

describe('My Library and the stories on this device', () => {
  it('marks a downloaded story on its card, and the Downloaded filter shows only those', async () => {
    putView(viewOf(owl, 'downloaded'));
    renderRoute('/library', { fetch: fakeStoriesApi({ stories: [owl, fox, bear] }).fetch });
    await waitFor(() => expect(titles()).toEqual(['Moon Fox', 'Brave Bear', 'The Sleepy Owl']));
    expect(within(cards()[2]!).getByText('Downloaded')).toBeTruthy();
    expect(within(cards()[0]!).queryByText('Downloaded')).toBeNull();

    const filter = screen.getByRole('button', { name: 'Downloaded 1' });
    expect(filter.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(filter);
    });
    expect(filter.getAttribute('aria-pressed')).toBe('true');
    expect(titles()).toEqual(['The Sleepy Owl']);
    await act(async () => {
      fireEvent.click(filter);
    });
    expect(titles()).toHaveLength(3);
  });

  it('counts under Downloaded only what plays with no network, not a download still running or failed', async () => {
    putView(viewOf(owl, 'downloaded'));
    putView(viewOf(fox, 'downloading'));
    putView(viewOf(bear, 'failed'));
    renderRoute('/library', { fetch: fakeStoriesApi({ stories: [owl, fox, bear] }).fetch });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Downloaded 1' }));
    });
    expect(titles()).toEqual(['The Sleepy Owl']);
  });

  it('offers the filter once something is downloaded, and says when nothing is left under it', async () => {
    renderRoute('/library', { fetch: fakeStoriesApi({ stories: [fox] }).fetch });
    await waitFor(() => expect(titles()).toEqual(['Moon Fox']));
    expect(screen.queryByRole('button', { name: /^Downloaded/ })).toBeNull();

    await act(async () => putView(viewOf(fox, 'downloaded')));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Downloaded 1' }));
    });
    expect(titles()).toEqual(['Moon Fox']);
    await act(async () => fakeDevice.setState({ views: {} }));
    expect(
      screen.getByText('No stories are downloaded on this device yet. Open a story and choose “Download”.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Downloaded 0' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offline, shows the stories on this device instead of an error, and says so', async () => {
    putView(viewOf(owl, 'downloaded'));
    putView({ ...viewOf(bear, 'partial'), sizeBytes: 2_000_000 });
    await goOffline();
    renderRoute('/library');
    await waitFor(() => expect(titles()).toEqual(['The Sleepy Owl', 'Brave Bear']));
    expect(screen.getByText("You're offline: showing the stories on this device.")).toBeTruthy();
    expect(within(cards()[1]!).getByText('Partly downloaded')).toBeTruthy();
    expect(screen.queryByText("We couldn't load your stories")).toBeNull();
    expect(screen.queryByText('Failed to load your stories. Please try again.')).toBeNull();
    expect(await screen.findByText('No internet connection')).toBeTruthy();
  });

  it('offline with the list already shown, puts the stories on this device first', async () => {
    putView(viewOf(owl, 'downloaded'));
    renderRoute('/library', { fetch: fakeStoriesApi({ stories: [owl, fox, bear] }).fetch });
    await waitFor(() => expect(titles()).toEqual(['Moon Fox', 'Brave Bear', 'The Sleepy Owl']));
    await goOffline();
    expect(titles()).toEqual(['The Sleepy Owl', 'Moon Fox', 'Brave Bear']);
    expect(screen.getByText("You're offline: the stories on this device come first.")).toBeTruthy();
  });
});

describe("a library card's menu", () => {
  it('downloads the story, chapters and all', async () => {
    renderRoute('/library', { fetch: fakeStoriesApi({ stories: [fox] }).fetch });
    await waitFor(() => expect(titles()).toEqual(['Moon Fox']));
    await choose(await openMenu('Moon Fox'), 'Download');
    await waitFor(() =>
      expect(downloads.downloadStory).toHaveBeenCalledWith(
        expect.objectContaining({ id: fox.id, chapters: fox.chapters }),
      ),
    );
    expect(await within(cards()[0]!).findByText('Downloading… 0 %')).toBeTruthy();
    // While it runs, the menu cancels it.
    await choose(await openMenu('Moon Fox'), 'Cancel download');
    expect(downloads.cancel).toHaveBeenCalledWith(fox.id);
  });

  it('removes a download after asking a grown-up', async () => {
    putView(viewOf(fox, 'downloaded'));
    renderRoute('/library', { fetch: fakeStoriesApi({ stories: [fox] }).fetch });
    await waitFor(() => expect(titles()).toEqual(['Moon Fox']));
    const menu = await openMenu('Moon Fox');
    expect(within(menu).queryByRole('menuitem', { name: 'Download' })).toBeNull();
    await choose(menu, 'Remove download');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the download?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove download' }));
    });
    expect(downloads.remove).toHaveBeenCalledWith(fox.id);
    await waitFor(() => expect(within(cards()[0]!).queryByText('Downloaded')).toBeNull());
  });

  it('in child mode, sends Remove download through the parent gate', async () => {
    putView(viewOf(fox, 'downloaded'));
    renderRoute('/library', { fetch: fakeStoriesApi({ stories: [fox] }).fetch, parentMode: false });
    await waitFor(() => expect(titles()).toEqual(['Moon Fox']));
    await choose(await openMenu('Moon Fox'), 'Remove download');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grown-ups Only' })).toBeTruthy();
    expect(downloads.remove).not.toHaveBeenCalled();
  });

  it('offline, Download waits for the network and says why', async () => {
    renderRoute('/library', { fetch: fakeStoriesApi({ stories: [fox] }).fetch });
    await waitFor(() => expect(titles()).toEqual(['Moon Fox']));
    await goOffline();
    const item = within(await openMenu('Moon Fox')).getByRole('menuitem', { name: /Download/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain('Needs an internet connection');
  });
});
