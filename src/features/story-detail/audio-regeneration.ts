import type { StoryAudioStatus } from '@/contract/story';
import { AUDIO_POLL, startPolling } from '@/features/stories/poll';

// S§4 audio regeneration, after the server has queued the job: poll the audio status every 3 s (S§9)
// until the job is over, then read how it ended.
//
// The server narrates the chapters in order and each one goes ready → generating-audio → ready, the old
// audio staying playable meanwhile, so the chapters alone cannot tell whether it is over: the audio
// status names the running job (`regeneration`, with its progress) until it ends.

export type RegenerationOutcome = 'completed' | 'failed' | 'timed-out';

interface PollDeps {
  getAudioStatus: () => Promise<StoryAudioStatus>;
  onProgress: (percent: number) => void;
  wait?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

/** Percent of chapters already renewed: the job's own count while it runs, 100 once it is over. */
export function regenerationProgress(status: Pick<StoryAudioStatus, 'status' | 'regeneration'>): number {
  if (status.regeneration) return Math.max(0, Math.min(99, status.regeneration.progress));
  return status.status === 'failed' ? 0 : 100;
}

/** Over when no job runs any more: failed if a chapter's audio failed, completed otherwise. */
function outcomeOf(status: StoryAudioStatus): RegenerationOutcome | null {
  if (status.regeneration) return null;
  return status.status === 'failed' ? 'failed' : 'completed';
}

/** Resolves with how the regeneration ended; rejects only when aborted or when a poll fails twice. */
export function pollRegeneration({
  getAudioStatus,
  onProgress,
  wait,
  signal,
}: PollDeps): Promise<RegenerationOutcome> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    let failuresInARow = 0;
    const stop = startPolling({
      run: getAudioStatus,
      onResult: (status) => {
        failuresInARow = 0;
        onProgress(regenerationProgress(status));
        const outcome = outcomeOf(status);
        if (outcome) resolve(outcome);
        return outcome !== null;
      },
      // One missed poll (a flaky connection) is not the end of the regeneration.
      onError: (error) => {
        failuresInARow += 1;
        if (failuresInARow > 1) reject(error);
        return failuresInARow > 1;
      },
      onTimeout: () => resolve('timed-out'),
      ...AUDIO_POLL,
      // The job was just queued: the first question is worth asking one interval later.
      waitFirst: true,
      ...(wait && { timers: { set: (run, ms) => void wait(ms).then(run), clear: () => {} } }),
    });
    signal?.addEventListener('abort', () => {
      stop();
      reject(signal.reason);
    });
  });
}
