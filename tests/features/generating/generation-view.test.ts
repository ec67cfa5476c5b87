import { describe, expect, it } from 'vitest';
import { earlyChapters, generationProgress, queueLine } from '@/features/generating/generation-view';
import { audioStatus, chapter } from './fake-stories';

const states = (progress: ReturnType<typeof generationProgress>) =>
  Object.fromEntries(progress.steps.map(({ key, state }) => [key, state]));

describe('generating screen progress (S§2, S§4)', () => {
  it('before any chapter exists: writing is under way, 0 of the planned chapters', () => {
    const progress = generationProgress({ audio: null, story: { chapterCount: 6 }, ready: false });
    expect(progress).toMatchObject({
      percent: 0,
      chaptersReady: 0,
      chaptersTotal: 6,
      audioStatus: 'pending',
    });
    expect(states(progress)).toEqual({
      outline: 'complete',
      writing: 'active',
      audio: 'pending',
      finalizing: 'pending',
    });
  });

  it('narrating: audio is under way, even between two chapters', () => {
    const between = audioStatus([chapter(1, 'ready'), chapter(2, 'pending')]);
    const progress = generationProgress({ audio: between, story: null, ready: false });
    expect(progress).toMatchObject({ percent: 33, chaptersReady: 1, chaptersTotal: 3 });
    expect(states(progress)).toMatchObject({ writing: 'complete', audio: 'active', finalizing: 'pending' });
  });

  it('every chapter narrated: finalizing; ready: everything done at 100 %', () => {
    const all = audioStatus([chapter(1, 'ready'), chapter(2, 'ready'), chapter(3, 'ready')]);
    expect(states(generationProgress({ audio: all, story: null, ready: false }))).toMatchObject({
      audio: 'complete',
      finalizing: 'active',
    });
    const ready = generationProgress({ audio: audioStatus([chapter(1, 'ready')]), story: null, ready: true });
    expect(ready).toMatchObject({
      percent: 100,
      chaptersReady: 3,
      chaptersTotal: 3,
      audioStatus: 'completed',
    });
    expect(new Set(Object.values(states(ready)))).toEqual(new Set(['complete']));
  });
});

describe('chapters for the player', () => {
  const fallback = (order: number) => `Chapter ${order}`;

  it('only the ready ones, in order, titled from the story', () => {
    const story = [chapter(2, 'ready'), chapter(1, 'ready'), chapter(3, 'generating-audio')];
    const audio = audioStatus([chapter(1, 'ready'), chapter(2, 'ready'), chapter(3, 'generating-audio')]);
    expect(earlyChapters(audio, story, fallback)).toEqual([
      { id: chapter(1, 'ready').id, title: 'Chapter title 1', order: 1, duration: 121 },
      { id: chapter(2, 'ready').id, title: 'Chapter title 2', order: 2, duration: 122 },
    ]);
  });

  it('a chapter the story poll has not seen ready yet counts when the audio status says so', () => {
    const story = [chapter(1, 'generating-audio', { duration: 0 })];
    const audio = audioStatus([chapter(1, 'ready'), chapter(2, 'ready')]);
    expect(earlyChapters(audio, story, fallback)).toEqual([
      { id: chapter(1, 'ready').id, title: 'Chapter title 1', order: 1, duration: 121 },
      { id: chapter(2, 'ready').id, title: 'Chapter 2', order: 2, duration: 122 },
    ]);
  });
});

describe('the queue line (ADR 042)', () => {
  const waiting = (ahead: number, estimateSeconds: number | null) => ({ queue: { ahead, estimateSeconds } });

  it('says the stories ahead and the wait in whole minutes', () => {
    expect(queueLine(waiting(2, 170), false)).toEqual({ ahead: 2, minutes: 3 });
    expect(queueLine(waiting(3, 45), false)).toEqual({ ahead: 3, minutes: 0 });
    expect(queueLine(waiting(4, null), false)).toEqual({ ahead: 4, minutes: null });
  });

  it('next in line: no wait under a minute, but a longer one is still said', () => {
    expect(queueLine(waiting(0, 20), false)).toEqual({ ahead: 0, minutes: null });
    expect(queueLine(waiting(0, 150), false)).toEqual({ ahead: 0, minutes: 3 });
  });

  it('nothing once writing has started, or the story is ready', () => {
    expect(queueLine({ queue: null }, false)).toBeNull();
    expect(queueLine(null, false)).toBeNull();
    expect(queueLine(waiting(1, 60), true)).toBeNull();
  });
});
