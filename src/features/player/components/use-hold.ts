import { useCallback, useEffect, useRef, useState } from 'react';

// Press-and-hold for the child's night player (ADR 033): a finger resting on a control this long means
// it; a tap, a brush or a roll onto the screen in bed does nothing.

/** Ours: the hold that arms the scrubber or skips 30 s (Yoto's and Audible's kids' modes use ~0.5 s). */
export const HOLD_MS = 600;

/** Starts a hold with `begin`; `held` runs once it lasts HOLD_MS, unless `cancel` came first. */
export function useHold(held: () => void) {
  const [holding, setHolding] = useState(false);
  const timer = useRef<number | null>(null);
  const heldRef = useRef(held);
  useEffect(() => {
    heldRef.current = held;
  }, [held]);

  const cancel = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    setHolding(false);
  }, []);

  const begin = useCallback(() => {
    cancel();
    setHolding(true);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setHolding(false);
      heldRef.current();
    }, HOLD_MS);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);
  return { holding, begin, cancel, pending: () => timer.current !== null };
}

/** A line that shows for a few seconds (the "hold your finger" hint after a tap), then goes. */
export function useBriefHint<T extends string>(ms = 3_000) {
  const [hint, setHint] = useState<T | null>(null);
  useEffect(() => {
    if (hint === null) return;
    const timer = window.setTimeout(() => setHint(null), ms);
    return () => window.clearTimeout(timer);
  }, [hint, ms]);
  return [hint, setHint] as const;
}
