import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Story } from '@/contract/story';
import { fakeStoriesApi, fakeStory } from '../../helpers/fake-stories-api';
import { downloads, putChapter, putView, viewOf } from '../../helpers/fake-downloads';
import { goOffline, goOnline } from '../../helpers/network';
import { renderRoute } from '../../helpers/render-route';
import { ana } from '../profiles/fake-children';
import { setDownloadQuality } from '@/features/downloads/downloads-store';
import { anaOnAnEmptyDevice } from './signed-in-device';

// The story page's offline listening (issue 12): Download with its bar, megabytes and Cancel, what a
// full device says, a chapter's own download, a lost chapter, and the page with no network.

// The pages load lazily: on a busy machine the first one can take longer than the default 5 s.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

vi.mock('@/features/downloads/use-downloads', () => import('../../helpers/fake-downloads'));
vi.mock('@/lib/api/token-bucket', () => ({
  createTokenBucket: () => ({ acquire: () => Promise.resolve() }),
}));

const MB = 1_000_000;

function threeChapterStory(overrides: Partial<Story> = {}): Story {
  const base = fakeStory({ title: 'The Moon Fox' });
  const chapters = ['The Den', 'The Ladder', 'The Moon'].map((title, index) => ({
    id: `${base.id.slice(0, 24)}${String(index + 1).padStart(12, '0')}`,
    order: index + 1,
    title,
    duration: 300,
    status: 'ready' as const,
    paragraphs: [],
    audioBytes: [4_100_000, 8_000_000, 8_000_000][index]!,
  }));
  return { ...base, chapters, chapterCount: 3, audioTotals: { ready: 3, total: 3 }, ...overrides };
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

function openStory(story: Story, { parentMode = true } = {}) {
  const server = fakeStoriesApi({ stories: [story] });
  renderRoute(`/story/${story.id}`, { fetch: server.fetch, parentMode });
  return server;
}

anaOnAnEmptyDevice();

describe('Download on the story page', () => {
  it('says half the size when the parent chose data saver', async () => {
    setDownloadQuality('data-saver');
    try {
      openStory(threeChapterStory());
      await screen.findByRole('button', { name: 'Download' });
      expect(screen.getByText('10.1 MB to download (data saver)')).toBeTruthy();
    } finally {
      setDownloadQuality('standard');
    }
  });

  it('says the size first, then shows a bar with the percent and the megabytes, and Cancel stops it', async () => {
    const story = threeChapterStory();
    openStory(story);
    const download = await screen.findByRole('button', { name: 'Download' });
    // 4.1 + 8 + 8 MB, said before anything is downloaded.
    expect(screen.getByText('20.1 MB to download')).toBeTruthy();

    await click(download);
    expect(downloads.downloadStory).toHaveBeenCalledWith(
      expect.objectContaining({ id: story.id, chapters: story.chapters }),
    );
    await act(async () =>
      putView({
        ...viewOf(story, 'downloading'),
        bytesDone: 12_300_000,
        bytesTotal: 20_100_000,
        percent: 61,
      }),
    );
    const bar = screen.getByRole('progressbar', { name: 'Download of “The Moon Fox”' });
    expect(bar.getAttribute('aria-valuenow')).toBe('61');
    expect(screen.getByText('Downloading… 61 %')).toBeTruthy();
    expect(screen.getByText('12.3 MB of 20.1 MB')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Cancel download' }));
    expect(downloads.cancel).toHaveBeenCalledWith(story.id);
    expect(await screen.findByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Download of “The Moon Fox”' })).toBeNull();
  });

  it('says how much space to free when the device is full, and a dropped connection says to try again', async () => {
    const story = threeChapterStory();
    putView({
      ...viewOf(story, 'failed'),
      error: { code: 'QUOTA_EXCEEDED', neededBytes: 50 * MB, freeBytes: 15 * MB },
    });
    openStory(story);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not enough space: free up 35\u00a0MB and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();

    await act(async () => putView({ ...viewOf(story, 'failed'), error: { code: 'NETWORK' } }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The download stopped: the connection dropped. Try again — it carries on where it stopped.',
    );
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(downloads.downloadStory).toHaveBeenCalledTimes(1);
  });

  it('shows a kept story as Downloaded, with its size', async () => {
    const story = threeChapterStory();
    putView(viewOf(story, 'downloaded', { chapterBytes: 3 * MB }));
    openStory(story);
    expect(await screen.findByText('Ready to play without internet')).toBeTruthy();
    expect(screen.getByText('9 MB on this device')).toBeTruthy();
    expect(screen.getByText('Downloaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('removes a download only for a grown-up: the gate first, then the question', async () => {
    const story = threeChapterStory();
    putView(viewOf(story, 'downloaded'));
    openStory(story, { parentMode: false });
    await click(await screen.findByRole('button', { name: 'Remove download' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grown-ups Only' })).toBeTruthy();
    expect(downloads.remove).not.toHaveBeenCalled();

    const [, first, second] = /What is (\d+) \+ (\d+)\?/.exec(document.body.textContent ?? '') ?? [];
    const field = screen.getByLabelText('Your answer');
    fireEvent.change(field, { target: { value: String(Number(first) + Number(second)) } });
    await act(async () => {
      fireEvent.submit(field.closest('form') as HTMLFormElement);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the download?' });
    expect(dialog.textContent).toContain('“The Moon Fox” will be removed from this device.');
    await click(within(dialog).getByRole('button', { name: 'Remove download' }));
    expect(downloads.remove).toHaveBeenCalledWith(story.id);
    expect(
      (await screen.findAllByText('“The Moon Fox” was removed from this device')).length,
    ).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Download' })).toBeTruthy();
  });
});

describe("a chapter's own download", () => {
  it('offers Download, shows a ring while it arrives and a tick once kept; a lost chapter needs downloading again', async () => {
    const story = threeChapterStory();
    const [den, ladder, moon] = story.chapters!;
    openStory(story);
    await click(await screen.findByRole('button', { name: 'Download The Den' }));
    expect(downloads.downloadChapter).toHaveBeenCalledWith(
      expect.objectContaining({ id: story.id }),
      den!.id,
    );

    await act(async () => {
      putChapter(story.id, {
        chapterId: den!.id,
        state: 'downloading',
        bytesDone: 1_025_000,
        bytesTotal: 4_100_000,
      });
      putChapter(story.id, {
        chapterId: ladder!.id,
        state: 'downloaded',
        bytesDone: 8 * MB,
        bytesTotal: 8 * MB,
      });
      putChapter(
        story.id,
        { chapterId: moon!.id, state: 'needs-download', bytesDone: 0, bytesTotal: 0 },
        { state: 'needs-download', story },
      );
    });
    const ring = screen.getByRole('progressbar', { name: 'Downloading The Den' });
    expect(ring.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByRole('button', { name: 'Download The Den' })).toBeNull();
    // The Ladder: kept, with nothing left to download.
    const ladderRow = screen.getByRole('heading', { name: /The Ladder/ }).closest('li')!;
    expect(within(ladderRow).getByText(/Downloaded/)).toBeTruthy();
    expect(within(ladderRow).queryByRole('button', { name: 'Download The Ladder' })).toBeNull();
    // The Moon was kept and is gone: it says so and can be downloaded again; online it still plays.
    const moonRow = screen.getByRole('heading', { name: /The Moon$/ }).closest('li')!;
    expect(within(moonRow).getByText('Needs download')).toBeTruthy();
    expect(within(moonRow).getByRole('button', { name: 'Download The Moon' })).toBeTruthy();
    expect(within(moonRow).getByRole('button', { name: 'Play The Moon' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});

describe('the story page offline', () => {
  it('plays what is kept, says what is not, and waits for the network for what needs the server', async () => {
    const story = threeChapterStory();
    const [den] = story.chapters!;
    putView({
      ...viewOf(story, 'partial'),
      chapters: {
        [den!.id]: { chapterId: den!.id, state: 'downloaded', bytesDone: 4_100_000, bytesTotal: 4_100_000 },
      },
      sizeBytes: 4_100_000,
    });
    openStory(story);
    await screen.findByRole('heading', { level: 2, name: 'The Moon Fox' });
    await goOffline();

    expect(screen.getByRole('button', { name: 'Play The Den' }).hasAttribute('disabled')).toBe(false);
    const ladderRow = screen.getByRole('heading', { name: /The Ladder/ }).closest('li')!;
    expect(within(ladderRow).getByText('Not downloaded — connect to the internet to listen')).toBeTruthy();
    expect(within(ladderRow).getByRole('button', { name: 'Play The Ladder' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(
      within(ladderRow).getByRole('button', { name: 'Download The Ladder' }).hasAttribute('disabled'),
    ).toBe(true);

    for (const name of ['Delete Story', 'Regenerate Audio', 'Create Similar', 'Share', 'Download']) {
      const button = screen.getByRole('button', { name });
      expect(button.hasAttribute('disabled'), name).toBe(true);
    }
    expect(
      screen.getByRole('button', { name: 'Delete Story' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(screen.getByText('Needs an internet connection')).toBeTruthy();
    expect(screen.getByText('Downloading needs an internet connection.')).toBeTruthy();
    expect(await screen.findByText('No internet connection')).toBeTruthy();

    await goOnline();
    expect(screen.getByRole('button', { name: 'Delete Story' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('No internet connection')).toBeNull();
  });

  it('remembers a story opened online (its metadata, not its audio), for offline', async () => {
    const story = threeChapterStory();
    const online = openStory(story);
    await screen.findByRole('heading', { level: 2, name: 'The Moon Fox' });
    const { getDb } = await import('@/lib/db/db');
    await waitFor(async () => expect(await getDb().storyCache.count()).toBe(1));
    expect(online.calls.some((call) => call.path === `/stories/${story.id}`)).toBe(true);
  });

  it('opens with no network as last opened on this device', async () => {
    const opened = threeChapterStory({ title: 'Opened Before' });
    const { rememberStory } = await import('@/features/downloads/story-cache');
    await rememberStory(ana.id, opened);
    await goOffline();
    renderRoute(`/story/${opened.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Opened Before' })).toBeTruthy();
    expect(screen.getAllByText('Not downloaded — connect to the internet to listen')).toHaveLength(3);
    // Nothing on the device: Start Story cannot start either (no player error to meet).
    expect(screen.getByRole('button', { name: 'Start Story' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens a downloaded story with no network even when it was never remembered', async () => {
    const kept = threeChapterStory({ title: 'Kept For The Car' });
    putView(viewOf(kept, 'downloaded'));
    await goOffline();
    renderRoute(`/story/${kept.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Kept For The Car' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play The Moon' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Failed to load story. Please try again.')).toBeNull();
  });
});
