import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { playableChapters } from '@/contract/audio-status';
import type { Story } from '@/contract/story';
import { SLEEP_TIMER_MINUTES } from '@/contract/constants';
import {
  loadPlayerEngine,
  setSleepTimer,
  startPlayback,
  stopPlayback,
  togglePlayback,
  usePlayerStore,
} from '@/features/player/player-store';
import type { PlayerChapter, PlayerSession } from '@/features/player/player-types';

// The story detail's one link to the player (S§2): play a chapter, show and drive the mini-player bar.

interface Listener {
  userId: string;
  /** The kid profile listening; null when the parent has none (progress is then not saved). */
  childId: string | null;
  autoplayNext: boolean;
}

export interface StoryPlayback {
  /** Starts `chapterId` (on the user's gesture, so the browser lets it play) and opens the player. */
  play: (chapterId: string) => void;
  /**
   * Goes on with the chapter the player holds (playing again if paused, without reloading it) and
   * opens the player; starts it afresh only when the player has stopped or failed.
   */
  resumeCurrent: () => void;
  /** The chapter of this story the player holds, if any (the mini-player bar shows it). */
  currentChapter: PlayerChapter | null;
  isPlaying: boolean;
  toggle: () => void;
  openPlayer: () => void;
}

export function useStoryPlayback(story: Story, listener: Listener): StoryPlayback {
  const navigate = useNavigate();
  const chapters = useMemo(() => playableChapters(story.chapters ?? []), [story.chapters]);
  const currentChapter = usePlayerStore((state) =>
    state.session?.storyId === story.id
      ? (state.session.chapters.find((chapter) => chapter.id === state.chapterId) ?? null)
      : null,
  );
  const status = usePlayerStore((state) => (state.session?.storyId === story.id ? state.status : 'idle'));
  const isPlaying = status === 'playing';

  // The player's code arrives while the child looks at the page, not between their tap and play():
  // some browsers (Safari) refuse a play() that comes too long after the tap.
  useEffect(() => {
    loadPlayerEngine().catch(() => {});
  }, []);

  const openPlayerAt = useCallback(
    (chapterId: string) =>
      navigate('/player', {
        state: {
          storyId: story.id,
          storyTitle: story.title,
          chapters,
          chapterId,
          chapterCount: story.chapterCount,
          coverUrl: story.coverImageUrl,
        },
      }),
    [chapters, navigate, story.chapterCount, story.coverImageUrl, story.id, story.title],
  );

  const play = useCallback(
    (chapterId: string) => {
      const session: PlayerSession = {
        storyId: story.id,
        storyTitle: story.title,
        coverUrl: story.coverImageUrl,
        chapterCount: story.chapterCount,
        chapters,
        userId: listener.userId,
        childId: listener.childId,
        autoplayNext: listener.autoplayNext,
      };
      // The player screen shows a failure through the store's status; nothing more to do here.
      startPlayback(session, chapterId).catch(() => {});
      openPlayerAt(chapterId);
    },
    [chapters, listener, openPlayerAt, story],
  );

  const openPlayer = useCallback(() => {
    if (currentChapter) openPlayerAt(currentChapter.id);
  }, [currentChapter, openPlayerAt]);

  const resumeCurrent = useCallback(() => {
    if (!currentChapter) return;
    if (status === 'idle' || status === 'error') {
      play(currentChapter.id);
      return;
    }
    if (status === 'paused') togglePlayback();
    openPlayerAt(currentChapter.id);
  }, [currentChapter, openPlayerAt, play, status]);

  return { play, resumeCurrent, currentChapter, isPlaying, toggle: togglePlayback, openPlayer };
}

/**
 * Calls `onChange` when the player pauses this story or moves to another of its chapters: the progress
 * saved meanwhile is then worth reading again (S§3 "Chapter progress").
 */
export function useOnStoryPlayerChange(storyId: string, onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(
    () =>
      usePlayerStore.subscribe((state, previous) => {
        if (state.session?.storyId !== storyId) return;
        const paused = state.status === 'paused' && previous.status !== 'paused';
        const movedOn =
          previous.session?.storyId === storyId &&
          previous.chapterId !== null &&
          state.chapterId !== previous.chapterId;
        if (paused || movedOn) latest.current();
      }),
    [storyId],
  );
}

/** After the story is deleted: the player lets go of it if it holds it (S§2 'Delete Story'). */
export function stopStoryPlayback(storyId: string): void {
  stopPlayback(storyId);
}

/**
 * S§2 Timer: turns the sleep timer on at its default (30 minutes; the player offers every length and
 * "end of this chapter") or off. Playback fades out gently when it ends.
 */
export function useSleepTimerToggle(): { on: boolean; toggle: () => boolean } {
  const on = usePlayerStore((state) => state.sleepTimer !== null);
  const toggle = useCallback(() => {
    const turnOn = usePlayerStore.getState().sleepTimer === null;
    setSleepTimer(turnOn ? SLEEP_TIMER_MINUTES.default : null);
    return turnOn;
  }, []);
  return { on, toggle };
}
