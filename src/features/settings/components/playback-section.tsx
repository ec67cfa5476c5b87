import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_SPEED_CHOICES } from '@/contract/constants';
import { SectionCard } from '@/ui/section-card';
import { SelectField } from '@/ui/select-field';
import { SwitchRow } from '@/ui/switch-row';
import { VolumeSlider } from '@/ui/volume-slider';
import { changePreferences, usePreferencesStore } from '../preferences-store';
import { decodeSleepSetting, encodeSleepSetting, sleepSettingChoices } from '@/contract/sleep-timer';

/**
 * Settings › Playback (S§2, S§3): autoplay, background playback and where each chapter starts — speed,
 * volume — and the sleep timer a story starts with. The player follows them (ADR 028).
 */
export function PlaybackSection() {
  const { t, i18n } = useTranslation('playback');
  const volumeDescriptionId = useId();
  const { autoplayNext, backgroundPlayback, audio } = usePreferencesStore();
  const decimal = new Intl.NumberFormat(i18n.resolvedLanguage, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const percent = Math.round(audio.defaultVolume * 100);

  return (
    <SectionCard title={t('playback.title')} description={t('playback.description')}>
      <SwitchRow
        label={t('playback.autoplay.name')}
        description={t('playback.autoplay.description')}
        checked={autoplayNext}
        onChange={(on) => changePreferences({ autoplayNext: on })}
      />
      <SwitchRow
        label={t('playback.background.name')}
        description={t('playback.background.description')}
        checked={backgroundPlayback}
        onChange={(on) => changePreferences({ backgroundPlayback: on })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('playback.speed.name')}
          description={t('playback.speed.description')}
          value={audio.defaultSpeed.toFixed(1)}
          onChange={(value) => changePreferences({ audio: { defaultSpeed: Number(value) } })}
          options={PLAYBACK_SPEED_CHOICES.map((speed) => ({
            value: speed.toFixed(1),
            label: t('playback.speed.value', { speed: decimal.format(speed) }),
          }))}
        />
        <SelectField
          label={t('playback.sleepTimer.name')}
          description={t('playback.sleepTimer.description')}
          value={audio.sleepTimerDefault}
          onChange={(value) => changePreferences({ audio: { sleepTimerDefault: value } })}
          options={sleepSettingChoices(decodeSleepSetting(audio.sleepTimerDefault)).map((choice) => ({
            value: encodeSleepSetting(choice),
            label:
              choice === null
                ? t('playback.sleepTimer.off')
                : choice.kind === 'minutes'
                  ? t('playback.sleepTimer.minutes', { count: choice.minutes })
                  : t('playback.sleepTimer.chapters', { count: choice.count }),
          }))}
        />
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <p className="font-semibold">{t('playback.volume.name')}</p>
          <p aria-hidden="true" className="font-semibold text-ink-muted tabular-nums">
            {t('playback.volume.value', { percent })}
          </p>
        </div>
        <p id={volumeDescriptionId} className="text-sm text-ink-muted">
          {t('playback.volume.description')}
        </p>
        <VolumeSlider
          percent={percent}
          onChange={(next) => changePreferences({ audio: { defaultVolume: next / 100 } })}
          label={t('playback.volume.name')}
          valueText={t('playback.volume.value', { percent })}
          describedBy={volumeDescriptionId}
        />
      </div>
      <p className="text-sm text-ink-muted">{t('playback.playerNote')}</p>
    </SectionCard>
  );
}
