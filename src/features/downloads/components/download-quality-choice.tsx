import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioCards } from '@/ui/radio-cards';
import type { DownloadQuality } from '../download-model';
import { useDownloadQuality } from '../use-downloads';

const isQuality = (value: string): value is DownloadQuality => value === 'standard' || value === 'data-saver';

/** Settings › Audio: the spec's download quality, Standard or Data saver (a smaller file). */
export function DownloadQualityChoice() {
  const { t } = useTranslation('settings');
  const [quality, setQuality] = useDownloadQuality();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 id={titleId} className="text-lg font-bold">
          {t('quality.title')}
        </h3>
        <p id={descriptionId} className="text-ink-muted">
          {t('quality.description')}
        </p>
      </div>
      <RadioCards
        value={quality}
        onValueChange={(value) => isQuality(value) && setQuality(value)}
        labelledBy={titleId}
        describedBy={descriptionId}
        options={[
          { value: 'standard', label: t('quality.standard'), detail: t('quality.standardDetail') },
          { value: 'data-saver', label: t('quality.dataSaver'), detail: t('quality.dataSaverDetail') },
        ]}
      />
    </div>
  );
}
