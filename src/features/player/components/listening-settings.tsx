import { useId } from 'react';
import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { Slider } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_SPEED, SETTINGS_VOLUME } from '@/contract/constants';
import { setPlaybackRate, setVolume, usePlayerStore } from '../player-store';
import { selectClasses } from './select-classes';
import { SleepTimerControl } from './sleep-timer-control';

/** 0.8, 0.9 … 1.5 (S§5, S§9). */
const SPEEDS = Array.from(
  { length: Math.round((PLAYBACK_SPEED.max - PLAYBACK_SPEED.min) / PLAYBACK_SPEED.step) + 1 },
  (_, index) => Math.round((PLAYBACK_SPEED.min + index * PLAYBACK_SPEED.step) * 10) / 10,
);

/** Volume, speed and the sleep timer. */
export function ListeningSettings() {
  const { t, i18n } = useTranslation('player');
  const decimal = new Intl.NumberFormat(i18n.resolvedLanguage, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const speedId = useId();
  const volume = usePlayerStore((state) => state.volume);
  const playbackRate = usePlayerStore((state) => state.playbackRate);
  const percent = Math.round(volume * 100);
  const VolumeIcon = percent === 0 ? VolumeX : percent < 50 ? Volume1 : Volume2;

  return (
    <section aria-label={t('settings.label')} className="grid gap-4 sm:grid-cols-2">
      <div className="flex items-center gap-3 sm:col-span-2">
        <VolumeIcon aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
        <Slider.Root
          value={[percent]}
          min={SETTINGS_VOLUME.min}
          max={SETTINGS_VOLUME.max}
          step={SETTINGS_VOLUME.step}
          onValueChange={([next]) => {
            if (next !== undefined) setVolume(next / 100);
          }}
          className="relative flex h-12 w-full touch-none items-center select-none"
        >
          <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-raised">
            <Slider.Range className="absolute h-full rounded-full bg-ink-muted" />
          </Slider.Track>
          <Slider.Thumb
            aria-label={t('settings.volume')}
            aria-valuetext={t('settings.volumeValue', { percent })}
            className="block size-6 rounded-full border-4 border-ink-muted bg-ink"
          />
        </Slider.Root>
      </div>
      <div>
        <label htmlFor={speedId} className="mb-1 block font-semibold">
          {t('settings.speed')}
        </label>
        <select
          id={speedId}
          value={playbackRate.toFixed(1)}
          onChange={(event) => setPlaybackRate(Number(event.target.value))}
          className={selectClasses}
        >
          {SPEEDS.map((speed) => (
            <option key={speed} value={speed.toFixed(1)}>
              {t('settings.speedValue', { speed: decimal.format(speed) })}
            </option>
          ))}
        </select>
      </div>
      <SleepTimerControl />
    </section>
  );
}
