import { CheckCircle2, DownloadCloud } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StoryDownloadView } from '../download-model';

/**
 * What a story card says of the story on this device: Downloaded, Downloading… 42 %, or Partly
 * downloaded (some chapters kept, or some lost); nothing when nothing is kept.
 */
export function DownloadBadge({ view }: { view: StoryDownloadView }) {
  // A badge is a detail: it never holds up the card it sits on while its words load.
  const { t, ready } = useTranslation('library', { useSuspense: false });
  if (view.state === 'none' || !ready) return null;
  const text =
    view.state === 'downloaded'
      ? t('card.downloaded')
      : view.state === 'downloading'
        ? t('card.downloading', { percent: view.percent })
        : t('card.partlyDownloaded');
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-raised px-2 py-0.5 font-semibold text-ink">
      {view.state === 'downloaded' ? (
        <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-300" />
      ) : (
        <DownloadCloud aria-hidden="true" className="size-4" />
      )}
      {text}
    </span>
  );
}
