import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';
import { DownloadQualityChoice } from './download-quality-choice';
import { KeptStories } from './kept-stories';

/** Settings › Audio (S§2): the download quality, and the stories kept on this device (issue 12). */
export function AudioSettings() {
  const { t } = useTranslation('settings');
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-6">
      <div>
        <h2 id={titleId} className="text-xl font-bold">
          {t('audio.title')}
        </h2>
        <p className="mt-1 text-ink-muted">{t('downloads.description')}</p>
      </div>
      <DownloadQualityChoice />
      <KeptStories />
    </Card>
  );
}
