import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import type { ReadAlong } from '@/contract/read-along';
import { ReadTab } from '@/features/player/components/read-tab';
import { usePlayerStore } from '@/features/player/player-store';
import { i18n } from '@/lib/i18n/i18n';
import { chapters, initialState, session, STORY_ID } from './fake-player';

// The player's Read tab (issue 15): the chapter's text, the word being said lit as the position
// moves, and a tap on a sentence seeking to its first word. Plain text when there are no timings.

const engine = vi.hoisted(() => ({ seek: vi.fn(), audio: undefined }));
vi.mock('@/features/player/engine-instance', () => ({ engine }));
const loadReadAlong = vi.hoisted(() => vi.fn<(storyId: string, chapterId: string) => Promise<ReadAlong>>());
vi.mock('@/features/player/read-along/load-read-along', () => ({ loadReadAlong }));

const CHAPTER_ID = chapters[0]!.id;

const timed: ReadAlong = {
  chapterId: CHAPTER_ID,
  paragraphs: ['Luna climbed the stairs. The lamp was out!', '"Who is there?" asked the owl.'],
  words: [
    { p: 0, w: 0, startMs: 1_000, endMs: 1_400 },
    { p: 0, w: 1, startMs: 1_400, endMs: 1_900 },
    { p: 0, w: 2, startMs: 1_900, endMs: 2_100 },
    { p: 0, w: 3, startMs: 2_100, endMs: 2_700 },
    { p: 0, w: 4, startMs: 3_000, endMs: 3_200 },
    { p: 0, w: 5, startMs: 3_200, endMs: 3_600 },
    { p: 0, w: 6, startMs: 3_600, endMs: 3_800 },
    { p: 0, w: 7, startMs: 3_800, endMs: 4_300 },
    { p: 1, w: 0, startMs: 5_000, endMs: 5_300 },
    { p: 1, w: 1, startMs: 5_300, endMs: 5_500 },
    { p: 1, w: 2, startMs: 5_500, endMs: 5_900 },
    { p: 1, w: 3, startMs: 5_900, endMs: 6_300 },
    { p: 1, w: 4, startMs: 6_300, endMs: 6_500 },
    { p: 1, w: 5, startMs: 6_500, endMs: 7_000 },
  ],
};

function at(seconds: number) {
  act(() => usePlayerStore.setState({ position: seconds }));
}

const lit = () => document.querySelector('[data-spoken]')?.textContent ?? null;

beforeEach(async () => {
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
  usePlayerStore.setState({
    ...initialState(),
    session: session(),
    chapterId: CHAPTER_ID,
    status: 'paused',
    position: 0,
    duration: 240,
  });
});

function renderTab() {
  return render(
    <Providers>
      <ReadTab storyId={STORY_ID} chapterId={CHAPTER_ID} />
    </Providers>,
  );
}

describe('the Read tab', () => {
  it('shows the chapter in paragraphs and lights the word being said as the position moves', async () => {
    loadReadAlong.mockResolvedValue(timed);
    renderTab();
    const text = await screen.findByRole('region', { name: "The chapter's text" });
    expect(loadReadAlong).toHaveBeenCalledWith(STORY_ID, CHAPTER_ID);
    expect(text.querySelectorAll('p')).toHaveLength(2);
    expect(text.textContent).toContain('Luna climbed the stairs. The lamp was out!');
    // The title is being said: nothing lit yet.
    expect(lit()).toBeNull();
    at(1.5);
    expect(lit()).toBe('climbed');
    at(2.8);
    expect(lit()).toBe('stairs');
    at(5.6);
    expect(lit()).toBe('there');
    expect(document.querySelectorAll('[data-spoken]')).toHaveLength(1);
    expect(screen.getByText('Tap a sentence to hear it from there.')).toBeTruthy();
  });

  it('lights nothing while another chapter plays', async () => {
    loadReadAlong.mockResolvedValue(timed);
    renderTab();
    await screen.findByRole('region', { name: "The chapter's text" });
    at(1.5);
    expect(lit()).toBe('climbed');
    act(() => usePlayerStore.setState({ chapterId: chapters[1]!.id }));
    expect(lit()).toBeNull();
  });

  it('seeks to the first word of the sentence tapped', async () => {
    loadReadAlong.mockResolvedValue(timed);
    renderTab();
    await screen.findByRole('region', { name: "The chapter's text" });
    // "The lamp was out!" starts at 3 s; "asked the owl." (after "Who is there?") at 5.9 s.
    fireEvent.click(screen.getByText('lamp'));
    await waitFor(() => expect(engine.seek).toHaveBeenCalledWith(3));
    fireEvent.click(screen.getByText('owl'));
    await waitFor(() => expect(engine.seek).toHaveBeenLastCalledWith(5.9));
  });

  it('reads as plain text, nothing lit and nothing to tap, when the narrator gave no timings', async () => {
    loadReadAlong.mockResolvedValue({ ...timed, words: null });
    renderTab();
    const text = await screen.findByRole('region', { name: "The chapter's text" });
    expect(text.textContent).toContain('"Who is there?" asked the owl.');
    at(5.95);
    expect(lit()).toBeNull();
    expect(text.querySelector('[data-seek-ms]')).toBeNull();
    fireEvent.click(screen.getByText('lamp'));
    expect(engine.seek).not.toHaveBeenCalled();
    expect(screen.getByText(/This voice doesn't mark each word/)).toBeTruthy();
  });

  it('says so when the text cannot be loaded, and tries again', async () => {
    loadReadAlong.mockRejectedValue(new Error('offline'));
    renderTab();
    expect(
      await screen.findByText('The text of this chapter could not be loaded.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    loadReadAlong.mockResolvedValue(timed);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: "The chapter's text" })).toBeTruthy();
  });

  it('is written in Spanish for a Spanish reader', async () => {
    await i18n.changeLanguage('es');
    loadReadAlong.mockResolvedValue(timed);
    renderTab();
    expect(await screen.findByRole('region', { name: 'El texto del capítulo' })).toBeTruthy();
    expect(screen.getByText('Toca una frase para escucharla desde ahí.')).toBeTruthy();
  });
});
