import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferencesStore } from '@/features/settings/preferences-store';
import {
  decodeSleepSetting,
  encodeSleepSetting,
  sleepSettingChoices,
  type SleepSetting,
} from '@/contract/sleep-timer';
import { Button } from '@/ui/button';
import { cx } from '@/ui/class-names';
import { selectClasses } from '@/ui/select-field';
import { extendSleepTimer, setSleepTimer } from '../player-controls';
import { usePlayerStore } from '../player-store';
import type { SleepTimer } from '../player-types';

const settingOf = (timer: SleepTimer | null): SleepSetting =>
  timer === null
    ? null
    : timer.kind === 'minutes'
      ? { kind: 'minutes', minutes: timer.minutes }
      : { kind: 'chapters', count: timer.count };

/**
 * The sleep timer (S§5, issue 15): off, 5 to 120 minutes, or 1 to 3 chapter ends; what is left; and
 * "+5 min" while it fades the story out. A choice is remembered for the kid listening.
 */
export function SleepTimerControl({ large = false }: { large?: boolean }) {
  const { t } = useTranslation('player');
  const selectId = useId();
  const statusId = useId();
  const timer = usePlayerStore((state) => state.sleepTimer);
  // Keeps an unusual length kept in Settings (or by a kid) among the choices.
  const settingsDefault = usePreferencesStore((state) => state.audio.sleepTimerDefault);
  const current = settingOf(timer);
  const choices = sleepSettingChoices(current ?? decodeSleepSetting(settingsDefault) ?? null);

  return (
    <div>
      <label htmlFor={selectId} className="mb-1 block font-semibold">
        {t('settings.sleepTimer')}
      </label>
      <select
        id={selectId}
        value={encodeSleepSetting(current)}
        aria-describedby={statusId}
        onChange={(event) => setSleepTimer(decodeSleepSetting(event.target.value) ?? null)}
        className={cx(selectClasses, large && 'min-h-16')}
      >
        {choices.map((choice) => (
          <option key={encodeSleepSetting(choice)} value={encodeSleepSetting(choice)}>
            {choiceLabel(choice, t)}
          </option>
        ))}
      </select>
      <div className="mt-2 flex min-h-6 flex-wrap items-center gap-3">
        <p id={statusId} aria-live="polite" className="text-sm text-ink-muted">
          <SleepStatus timer={timer} />
        </p>
        {timer?.fading && (
          <Button
            variant="secondary"
            onClick={extendSleepTimer}
            className={large ? 'min-h-16 px-6 text-lg' : undefined}
          >
            {t('settings.sleepExtend')}
          </Button>
        )}
      </div>
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation<'player'>>['t'];

function choiceLabel(choice: SleepSetting, t: Translate): string {
  if (choice === null) return t('settings.sleepOff');
  return choice.kind === 'minutes'
    ? t('settings.sleepMinutes', { count: choice.minutes })
    : t('settings.sleepChapters', { count: choice.count });
}

/** What is left: minutes, chapters, or the fade under way. */
function SleepStatus({ timer }: { timer: SleepTimer | null }) {
  const { t } = useTranslation('player');
  const minutesLeft = useMinutesLeft(timer?.kind === 'minutes' ? timer.endsAt : null);
  if (timer === null) return null;
  if (timer.fading) return t('settings.sleepFading');
  if (timer.kind === 'chapters') {
    return timer.left === 1
      ? t('settings.sleepAtChapterEnd')
      : t('settings.sleepChaptersLeft', { count: timer.left });
  }
  return minutesLeft === null ? null : t('settings.sleepRemaining', { count: minutesLeft });
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
