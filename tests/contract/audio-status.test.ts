import { describe, expect, it } from 'vitest';
import { deriveAudioStatus, playableChapters } from '@/contract/audio-status';

// S§4: how the app reads a story's audio from its chapters.
describe('audio status derivation (S§4)', () => {
  it('is failed as soon as any chapter errored, whatever the others say', () => {
    expect(deriveAudioStatus(['ready', 'error', 'generating-audio'])).toEqual({
      status: 'failed',
      progress: 33,
    });
  });

  it('is completed only when every chapter is ready and there is at least one', () => {
    expect(deriveAudioStatus(['ready', 'ready', 'ready'])).toEqual({ status: 'completed', progress: 100 });
    expect(deriveAudioStatus([])).toEqual({ status: 'pending', progress: 0 });
  });

  it('is processing while any chapter is being narrated, pending otherwise', () => {
    expect(deriveAudioStatus(['ready', 'generating-audio', 'pending'])).toEqual({
      status: 'processing',
      progress: 33,
    });
    expect(deriveAudioStatus(['pending', 'pending'])).toEqual({ status: 'pending', progress: 0 });
    // Anything unknown counts as pending (S§3).
    expect(deriveAudioStatus(['ready', 'queued'])).toEqual({ status: 'pending', progress: 50 });
  });

  it('rounds the share of ready chapters and never passes 100', () => {
    expect(deriveAudioStatus(['ready', 'ready', 'pending']).progress).toBe(67);
    expect(deriveAudioStatus(['ready', 'pending', 'pending', 'pending', 'pending', 'pending']).progress).toBe(
      17,
    );
    expect(deriveAudioStatus(Array.from({ length: 12 }, () => 'ready')).progress).toBe(100);
  });
});

describe('playable chapters (one rule for the story page, the generating screen and the player)', () => {
  it('are the ready ones, in order, as the player takes them', () => {
    const chapter = (order: number, status: string) => ({
      id: `c${order}`,
      order,
      title: `Chapter ${order}`,
      duration: 60 * order,
      status,
      paragraphs: ['…'],
    });
    expect(
      playableChapters([
        chapter(3, 'ready'),
        chapter(1, 'ready'),
        chapter(2, 'generating-audio'),
        chapter(4, 'error'),
      ]),
    ).toEqual([
      { id: 'c1', title: 'Chapter 1', order: 1, duration: 60 },
      { id: 'c3', title: 'Chapter 3', order: 3, duration: 180 },
    ]);
  });
});
