import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Slider } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cx } from '@/ui/class-names';
import { formatTime } from '../format-time';
import { seekTo } from '../player-controls';
import { useBriefHint, useHold } from './use-hold';
import { useSpokenTime } from './use-spoken-time';

/** Ours: arrow keys move 5 s; PageUp/PageDown and Shift+arrow 10 times that (S§2), i.e. 50 s. */
export const SEEK_STEP_SECONDS = 5;
const MOVE_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'];

interface SeekSliderProps {
  position: number;
  duration: number;
  /**
   * The child's player (ADR 033): a tap does nothing; a hold of HOLD_MS arms it and the finger then
   * slides to the place; by keyboard, Enter (or Space) arms it, then the arrows move, Escape leaves.
   */
  guarded?: boolean;
}

type Hint = 'hold' | 'holdKeys' | 'armed' | 'armedKeys';

/** The chapter's progress: drag or use the keys to move; elapsed and total as h:mm:ss (S§2, S§9). */
export function SeekSlider({ position, duration, guarded = false }: SeekSliderProps) {
  const { t } = useTranslation('player');
  const spoken = useSpokenTime();
  // While a finger drags the thumb, it shows where it is, not where the audio is.
  const [dragged, setDragged] = useState<number | null>(null);
  const max = duration > 0 ? duration : 1;
  const value = Math.min(dragged ?? position, max);
  const guard = useSeekGuard(max, setDragged);

  return (
    <div className="w-full">
      <Slider.Root
        value={[value]}
        min={0}
        max={max}
        step={SEEK_STEP_SECONDS}
        onValueChange={([next]) => setDragged(next ?? null)}
        onValueCommit={([next]) => {
          setDragged(null);
          if (next !== undefined) seekTo(next);
        }}
        {...(guarded && guard.handlers)}
        data-armed={guarded && guard.armed ? '' : undefined}
        data-testid="seek-bar"
        className={cx('relative flex w-full touch-none items-center select-none', guarded ? 'h-16' : 'h-12')}
      >
        <Slider.Track
          className={cx('relative grow overflow-hidden rounded-full bg-raised', guarded ? 'h-3' : 'h-2')}
        >
          <Slider.Range className="absolute h-full rounded-full bg-accent" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={t('seek.label')}
          aria-valuetext={t('seek.valueText', { elapsed: spoken(value), total: spoken(duration) })}
          className={cx(
            'block rounded-full border-4 border-accent bg-ink shadow-lg',
            guarded ? 'size-9 transition-transform' : 'size-7',
            guard.holding && 'scale-150 duration-[600ms] ease-linear',
            guarded && guard.armed && 'scale-150 ring-4 ring-focus',
          )}
        />
      </Slider.Root>
      <div className="flex items-start justify-between gap-3 text-sm text-ink-muted tabular-nums">
        <span data-testid="seek-elapsed">
          <span className="sr-only">{t('seek.elapsed')} </span>
          {formatTime(value)}
        </span>
        {guarded && (
          <p aria-live="polite" className="text-center text-base text-ink">
            {guard.hint && t(`seek.${guard.hint}`)}
          </p>
        )}
        <span>
          <span className="sr-only">{t('seek.total')} </span>
          {formatTime(duration)}
        </span>
      </div>
    </div>
  );
}

/** The child's scrubber: pointer and keys do nothing until a hold or Enter arms it (ADR 033). */
function useSeekGuard(max: number, setDragged: (value: number | null) => void) {
  const [armed, setArmed] = useState<'pointer' | 'keys' | null>(null);
  const [hint, setHint] = useBriefHint<Hint>();
  const [pointer, setPointer] = useState<{ x: number; left: number; width: number } | null>(null);
  const valueAt = (at: { x: number; left: number; width: number }) =>
    Math.min(1, Math.max(0, (at.x - at.left) / Math.max(1, at.width))) * max;
  const hold = useHold(() => {
    setArmed('pointer');
    setHint('armed');
    if (pointer) setDragged(valueAt(pointer));
  });

  const end = () => {
    hold.cancel();
    setPointer(null);
    setArmed(null);
  };
  // Radix's own handlers run only when these do not call preventDefault: here, never while guarded.
  const handlers = {
    onPointerDown(event: PointerEvent<HTMLSpanElement>) {
      event.preventDefault();
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const rect = event.currentTarget.getBoundingClientRect();
      setPointer({ x: event.clientX, left: rect.left, width: rect.width });
      hold.begin();
    },
    onPointerMove(event: PointerEvent<HTMLSpanElement>) {
      event.preventDefault();
      if (pointer === null) return;
      const next = { ...pointer, x: event.clientX };
      setPointer(next);
      if (armed === 'pointer') setDragged(valueAt(next));
    },
    onPointerUp(event: PointerEvent<HTMLSpanElement>) {
      event.preventDefault();
      if (armed === 'pointer' && pointer) {
        setDragged(null);
        seekTo(valueAt({ ...pointer, x: event.clientX }));
        setHint(null);
      } else if (pointer) setHint('hold');
      end();
    },
    onPointerCancel() {
      setDragged(null);
      end();
    },
    onKeyDown(event: KeyboardEvent<HTMLSpanElement>) {
      if (armed !== null) {
        if (event.key === 'Escape') end();
        return;
      }
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        setArmed('keys');
        setHint('armedKeys');
      } else if (MOVE_KEYS.includes(event.key)) {
        event.preventDefault();
        setHint('holdKeys');
      }
    },
    onBlur: end,
  };
  return { armed, hint, holding: hold.holding, handlers };
}
