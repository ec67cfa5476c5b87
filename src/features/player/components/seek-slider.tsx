import { useState } from 'react';
import { Slider } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../format-time';
import { seekTo } from '../player-controls';
import { useSpokenTime } from './use-spoken-time';

/** Ours: arrow keys move 5 s; PageUp/PageDown and Shift+arrow 10 times that (S§2), i.e. 50 s. */
export const SEEK_STEP_SECONDS = 5;

interface SeekSliderProps {
  position: number;
  duration: number;
}

/** The chapter's progress: drag or use the keys to move; elapsed and total as h:mm:ss (S§2, S§9). */
export function SeekSlider({ position, duration }: SeekSliderProps) {
  const { t } = useTranslation('player');
  const spoken = useSpokenTime();
  // While a finger drags the thumb, it shows where it is, not where the audio is.
  const [dragged, setDragged] = useState<number | null>(null);
  const max = duration > 0 ? duration : 1;
  const value = Math.min(dragged ?? position, max);

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
        className="relative flex h-12 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-raised">
          <Slider.Range className="absolute h-full rounded-full bg-accent" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={t('seek.label')}
          aria-valuetext={t('seek.valueText', { elapsed: spoken(value), total: spoken(duration) })}
          className="block size-7 rounded-full border-4 border-accent bg-ink shadow-lg"
        />
      </Slider.Root>
      <div className="flex justify-between text-sm text-ink-muted tabular-nums">
        <span>
          <span className="sr-only">{t('seek.elapsed')} </span>
          {formatTime(value)}
        </span>
        <span>
          <span className="sr-only">{t('seek.total')} </span>
          {formatTime(duration)}
        </span>
      </div>
    </div>
  );
}
