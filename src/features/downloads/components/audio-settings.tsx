import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/ui/section-card';
import { DownloadQualityChoice } from './download-quality-choice';
import { KeptStories } from './kept-stories';

/** Settings › Audio (S§2): the download quality, and the stories kept on this device (issue 12). */
export function AudioSettings() {
  const { t } = useTranslation('settings');
  return (
    <SectionCard title={t('audio.title')} description={t('downloads.description')}>
      <DownloadQualityChoice />
      <KeptStories />
    </SectionCard>
  );
}
