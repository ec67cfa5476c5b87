import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sleepTimerChoicesWith } from '@/contract/constants';
import { usePreferencesStore } from '@/features/settings/preferences-store';
import { cx } from '@/ui/class-names';
import { selectClasses } from '@/ui/select-field';
import { setSleepTimer } from '../player-controls';
import { usePlayerStore } from '../player-store';
import type { SleepChoice } from '../sleep-timer';

const CHAPTER_END = 'chapterEnd';

function toChoice(value: string, fallback: number): SleepChoice {
  if (value === CHAPTER_END) return 'chapterEnd';
  const minutes = Number(value);
  return Number.isFinite(minutes) ? minutes : fallback;
}

/** A switch (off by default; the length chosen in Settings when turned on, 30 minutes unless changed)
 * and its choice: 5 to 120 minutes or the end of this chapter (S§5, S§9). */
export function SleepTimerControl() {
  const { t } = useTranslation('player');
  const labelId = useId();
  const selectId = useId();
  const timer = usePlayerStore((state) => state.sleepTimer);
  const defaultMinutes = usePreferencesStore((state) => state.audio.sleepTimerDuration);
  const on = timer !== null;
  const value =
    timer === null
      ? String(defaultMinutes)
      : timer.kind === 'chapterEnd'
        ? CHAPTER_END
        : String(timer.minutes);
  const minutesLeft = useMinutesLeft(timer?.kind === 'minutes' ? timer.endsAt : null);

  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-3">
        <span id={labelId} className="font-semibold">
          {t('settings.sleepTimer')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          onClick={() => setSleepTimer(on ? null : defaultMinutes)}
          className="flex min-h-12 min-w-12 items-center justify-center"
        >
          <span
            aria-hidden="true"
            className={cx(
              'flex h-7 w-12 items-center rounded-full border-2 border-line-strong p-0.5 transition-colors',
              on ? 'justify-end bg-accent' : 'justify-start bg-raised',
            )}
          >
            <span className={cx('size-5 rounded-full', on ? 'bg-on-accent' : 'bg-ink-muted')} />
          </span>
        </button>
      </div>
      <label htmlFor={selectId} className="sr-only">
        {t('settings.sleepTimerLength')}
      </label>
      <select
        id={selectId}
        value={value}
        disabled={!on}
        onChange={(event) => setSleepTimer(toChoice(event.target.value, defaultMinutes))}
        className={selectClasses}
      >
        {sleepTimerChoicesWith(defaultMinutes).map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {t('settings.sleepMinutes', { count: minutes })}
          </option>
        ))}
        <option value={CHAPTER_END}>{t('settings.sleepChapterEnd')}</option>
      </select>
      <p className="mt-1 min-h-6 text-sm text-ink-muted">
        {minutesLeft !== null && t('settings.sleepRemaining', { count: minutesLeft })}
        {timer?.kind === 'chapterEnd' && t('settings.sleepAtChapterEnd')}
      </p>
    </div>
  );
}

/** Whole minutes until `endsAt` (rounded up), refreshed every few seconds; null without a timer. */
function useMinutesLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const interval = window.setInterval(tick, 10_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [endsAt]);
  if (endsAt === null) return null;
  return Math.max(1, Math.ceil((endsAt - now) / 60_000));
}
