import { describe, expect, it } from 'vitest';
import { deriveAudioStatus } from '@/contract/audio-status';

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
