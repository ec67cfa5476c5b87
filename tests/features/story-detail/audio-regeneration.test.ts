import { describe, expect, it, vi } from 'vitest';
import type { StoryAudioStatus } from '@/contract/story';
import { pollRegeneration, regenerationProgress } from '@/features/story-detail/audio-regeneration';

const chapter = (status: StoryAudioStatus['chapters'][number]['status']) => ({
  id: crypto.randomUUID(),
  duration: 120,
  status,
});

function audioStatus(
  status: StoryAudioStatus['status'],
  chapterStatuses: Array<StoryAudioStatus['chapters'][number]['status']>,
  jobProgress: number | null = null,
): StoryAudioStatus {
  return {
    storyId: crypto.randomUUID(),
    status,
    totalChapters: chapterStatuses.length,
    chapters: chapterStatuses.map(chapter),
    progress: 0,
    chaptersReady: 0,
    chaptersProcessing: 0,
    chaptersPending: 0,
    chaptersError: 0,
    regeneration:
      jobProgress === null
        ? null
        : { jobId: crypto.randomUUID(), status: 'processing', progress: jobProgress },
    queue: null,
  };
}

describe('regeneration progress (S§4)', () => {
  it("is the running job's own progress, and 100 once no job runs", () => {
    expect(regenerationProgress(audioStatus('processing', ['generating-audio', 'ready'], 0))).toBe(0);
    expect(regenerationProgress(audioStatus('processing', ['ready', 'generating-audio'], 50))).toBe(50);
    expect(regenerationProgress(audioStatus('completed', ['ready', 'ready'], 100))).toBe(99);
    expect(regenerationProgress(audioStatus('completed', ['ready', 'ready']))).toBe(100);
  });
});

describe('polling a regeneration (S§4, S§9: every 3 s)', () => {
  it('waits 3 s before each poll and stops at completed, reporting progress', async () => {
    const answers = [
      // Every chapter still reads ready before the job starts: not over yet.
      audioStatus('completed', ['ready', 'ready'], 0),
      audioStatus('processing', ['ready', 'generating-audio'], 50),
      audioStatus('completed', ['ready', 'ready']),
    ];
    const wait = vi.fn(() => Promise.resolve());
    const onProgress = vi.fn();
    const outcome = await pollRegeneration({
      getAudioStatus: () => Promise.resolve(answers.shift()!),
      onProgress,
      wait,
    });
    expect(outcome).toBe('completed');
    expect(wait).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledWith(3000);
    expect(onProgress.mock.calls).toEqual([[0], [50], [100]]);
  });

  it('ends failed when a chapter fails, and survives one missed poll', async () => {
    let calls = 0;
    const outcome = await pollRegeneration({
      getAudioStatus: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve(audioStatus('failed', ['error', 'ready']));
      },
      onProgress: () => {},
      wait: () => Promise.resolve(),
    });
    expect(outcome).toBe('failed');
  });

  it('gives up after 120 polls', async () => {
    const getAudioStatus = vi.fn(() => Promise.resolve(audioStatus('processing', ['generating-audio'], 10)));
    const outcome = await pollRegeneration({
      getAudioStatus,
      onProgress: () => {},
      wait: () => Promise.resolve(),
    });
    expect(outcome).toBe('timed-out');
    expect(getAudioStatus).toHaveBeenCalledTimes(120);
  });
});
