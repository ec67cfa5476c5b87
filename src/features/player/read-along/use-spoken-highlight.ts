import { useEffect, type RefObject } from 'react';
import type { ReadAlongWord } from '@/contract/read-along';
import type { MediaElement } from '../engine-deps';
import { loadPlayerEngine, usePlayerStore } from '../player-store';
import { spokenWordAt, wordId } from './spoken-word';

// Lights the word being said in the Read tab (issue 15). The store's position moves four times a
// second (the element's timeupdate), too coarse for words a child follows: while the chapter plays,
// every animation frame reads the element's own clock. The light moves by setting one attribute on
// two elements: the text itself never renders again while it plays.

/** Ours: a parent who scrolls the text to read ahead is left alone this long before it follows again. */
const HOLD_AFTER_OWN_SCROLL_MS = 4_000;

const SPOKEN = 'data-spoken';

/** Keeps `element` in the upper middle of `box`, gently unless the reader asks for less motion. */
function follow(box: HTMLElement, element: HTMLElement): void {
  const boxTop = box.getBoundingClientRect().top;
  const { top, bottom } = element.getBoundingClientRect();
  const height = box.clientHeight;
  if (top - boxTop >= height * 0.15 && bottom - boxTop <= height * 0.7) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  box.scrollTo({ top: box.scrollTop + (top - boxTop) - height * 0.3, behavior: still ? 'auto' : 'smooth' });
}

export function useSpokenHighlight(
  box: RefObject<HTMLElement | null>,
  words: readonly ReadAlongWord[] | null,
  chapterId: string,
): void {
  useEffect(() => {
    const container = box.current;
    if (!container || !words || words.length === 0) return;
    const elements = words.map((word) =>
      container.querySelector<HTMLElement>(`[data-word="${wordId(word.p, word.w)}"]`),
    );
    let audio: MediaElement | undefined;
    let lit = -1;
    let frame = 0;
    let heldUntil = 0;
    let stopped = false;

    const light = (index: number) => {
      if (index === lit) return;
      elements[lit]?.removeAttribute(SPOKEN);
      lit = index;
      const element = elements[index];
      if (!element) return;
      element.setAttribute(SPOKEN, 'true');
      if (Date.now() >= heldUntil) follow(container, element);
    };

    const update = () => {
      const { chapterId: playing, status, position } = usePlayerStore.getState();
      if (playing !== chapterId) return light(-1);
      const seconds = status === 'playing' && audio ? audio.currentTime : position;
      light(spokenWordAt(words, seconds * 1000));
    };

    const tick = () => {
      frame = 0;
      update();
      if (usePlayerStore.getState().status === 'playing') frame = requestAnimationFrame(tick);
    };
    const wake = () => {
      if (frame === 0 && !stopped) tick();
    };

    loadPlayerEngine().then(
      (engine) => {
        const element: MediaElement | undefined = engine.audio;
        audio = element;
        wake();
      },
      () => undefined, // No engine: the store's position still moves the light.
    );
    const unsubscribe = usePlayerStore.subscribe(wake);
    const hold = () => {
      heldUntil = Date.now() + HOLD_AFTER_OWN_SCROLL_MS;
    };
    const ownScroll = ['wheel', 'touchmove', 'keydown'] as const;
    for (const type of ownScroll) container.addEventListener(type, hold, { passive: true });
    wake();

    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      unsubscribe();
      for (const type of ownScroll) container.removeEventListener(type, hold);
      elements[lit]?.removeAttribute(SPOKEN);
    };
  }, [box, words, chapterId]);
}
