import { useTranslation } from 'react-i18next';
import { PLAYBACK_SPEED_CHOICES } from '@/contract/constants';
import { SelectField } from '@/ui/select-field';
import { VolumeSlider } from '@/ui/volume-slider';
import { setPlaybackRate, setVolume, usePlayerStore } from '../player-store';
import { SleepTimerControl } from './sleep-timer-control';

/** Volume, speed and the sleep timer; `large`: 64 px targets (the child's night player). */
export function ListeningSettings({ large = false }: { large?: boolean }) {
  const { t, i18n } = useTranslation('player');
  const decimal = new Intl.NumberFormat(i18n.resolvedLanguage, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const volume = usePlayerStore((state) => state.volume);
  const playbackRate = usePlayerStore((state) => state.playbackRate);
  const percent = Math.round(volume * 100);

  return (
    <section aria-label={t('settings.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <div className="sm:col-span-2 lg:col-span-1">
        <VolumeSlider
          percent={percent}
          onChange={(next) => setVolume(next / 100)}
          label={t('settings.volume')}
          valueText={t('settings.volumeValue', { percent })}
        />
      </div>
      <SelectField
        label={t('settings.speed')}
        value={playbackRate.toFixed(1)}
        onChange={(value) => setPlaybackRate(Number(value))}
        options={PLAYBACK_SPEED_CHOICES.map((speed) => ({
          value: speed.toFixed(1),
          label: t('settings.speedValue', { speed: decimal.format(speed) }),
        }))}
      />
      <SleepTimerControl large={large} />
    </section>
  );
}
