import { playableChapters, type PlayableChapter } from '@/contract/audio-status';
import type { ChapterStatus, Story, StoryAudioStatus } from '@/contract/story';

// What the generating screen shows, derived from the two polls (S§2 "Generating screen", S§4).

export type StepState = 'complete' | 'active' | 'pending';
export type StepKey = 'outline' | 'writing' | 'audio' | 'finalizing';
export type ScreenAudioStatus = StoryAudioStatus['status'];

interface ProgressInput {
  audio:
    | (Pick<StoryAudioStatus, 'status' | 'progress' | 'chaptersReady' | 'totalChapters' | 'chapters'> &
        Partial<Pick<StoryAudioStatus, 'queue'>>)
    | null;
  story: Pick<Story, 'chapterCount'> | null;
  /** The story is finished (published, or every chapter narrated). */
  ready: boolean;
}

export interface GenerationProgress {
  percent: number;
  audioStatus: ScreenAudioStatus;
  chaptersReady: number;
  chaptersTotal: number;
  steps: ReadonlyArray<{ key: StepKey; state: StepState }>;
}

export function generationProgress({ audio, story, ready }: ProgressInput): GenerationProgress {
  const audioStatus: ScreenAudioStatus = ready ? 'completed' : (audio?.status ?? 'pending');
  const chaptersTotal = audio?.totalChapters ?? story?.chapterCount ?? 0;
  const chaptersReady = ready ? chaptersTotal : (audio?.chaptersReady ?? 0);
  const written = ready || (audio?.chapters.length ?? 0) > 0;
  const narrating = audioStatus === 'processing' || chaptersReady > 0;
  const audioStep: StepState = audioStatus === 'completed' ? 'complete' : narrating ? 'active' : 'pending';
  return {
    percent: ready ? 100 : (audio?.progress ?? 0),
    audioStatus,
    chaptersReady,
    chaptersTotal,
    steps: [
      { key: 'outline', state: 'complete' },
      // The writer stores chapters as it goes: until the first one exists, writing is under way.
      // …unless the story still waits its turn in the queue (ADR 042).
      { key: 'writing', state: written ? 'complete' : audio?.queue ? 'pending' : 'active' },
      { key: 'audio', state: audioStep },
      { key: 'finalizing', state: ready ? 'complete' : audioStatus === 'completed' ? 'active' : 'pending' },
    ],
  };
}

type StoryChapter = { id: string; order: number; title: string; duration: number; status: ChapterStatus };

/**
 * The chapters that can be played now, in order: ready per the freshest audio status (or the story),
 * titled from the story; a chapter the story poll has not seen yet gets `fallbackTitle(order)`.
 */
export function earlyChapters(
  audio: Pick<StoryAudioStatus, 'chapters'> | null,
  storyChapters: readonly StoryChapter[] | undefined,
  fallbackTitle: (order: number) => string,
): PlayableChapter[] {
  const known = new Map((storyChapters ?? []).map((chapter) => [chapter.id, chapter]));
  const fromAudio = (audio?.chapters ?? []).map((chapter, index) => {
    const story = known.get(chapter.id);
    const ready = chapter.status === 'ready' || story?.status === 'ready';
    return {
      id: chapter.id,
      order: story?.order ?? index + 1,
      title: story?.title ?? fallbackTitle(story?.order ?? index + 1),
      duration: Math.max(chapter.duration, story?.duration ?? 0),
      status: ready ? 'ready' : chapter.status,
    };
  });
  const listed = new Set(fromAudio.map((chapter) => chapter.id));
  const fromStory = (storyChapters ?? []).filter((chapter) => !listed.has(chapter.id));
  return playableChapters([...fromAudio, ...fromStory]);
}

/** The queue line's parts: "2 stories ahead of yours · about 3 minutes" (ADR 042). */
export interface QueueLine {
  /** Stories served first; 0 reads "Yours is next". */
  ahead: number;
  /** Whole minutes until writing starts (0: under a minute); null when unknown or not worth saying. */
  minutes: number | null;
}

/**
 * What the generating screen says of the queue: nothing once writing has started (the server stops
 * sending a position) or the story is ready; the wait rounded to whole minutes, as a person says it.
 */
export function queueLine(audio: Pick<StoryAudioStatus, 'queue'> | null, ready: boolean): QueueLine | null {
  const queue = audio?.queue;
  if (!queue || ready) return null;
  const seconds = queue.estimateSeconds;
  // "Yours is next" needs no "less than a minute" after it; a longer wait is still worth saying.
  if (seconds === null || (queue.ahead === 0 && seconds < 60)) return { ahead: queue.ahead, minutes: null };
  return { ahead: queue.ahead, minutes: seconds < 60 ? 0 : Math.round(seconds / 60) };
}
