import { CheckCircle2, CloudOff, Download, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { useOnline } from '@/lib/use-online';
import { Button } from '@/ui/button';
import { Meter } from '@/ui/meter';
import { formatSize } from '../format-bytes';
import { downloads, useStoryDownload } from '../use-downloads';

/**
 * The story page's "Download" (issue 12): keeps the story on the device for listening with no network.
 * While it runs, a bar with the percent and the megabytes, and Cancel; then what is kept. Removing a
 * download is a grown-up's choice, in Settings › Downloads (ADR 024).
 */
export function StoryDownload({ story }: { story: Story }) {
  const { t, i18n } = useTranslation('story');
  const view = useStoryDownload(story.id);
  const online = useOnline();
  const mb = (bytes: number) => formatSize(bytes, i18n.language);
  const start = () => {
    void downloads.downloadStory(story);
  };
  const narrated = (story.chapters ?? []).some((chapter) => chapter.status === 'ready');
  if (!narrated) return null;

  if (view.state === 'downloading') {
    return (
      <section
        aria-label={t('download.label')}
        className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3"
      >
        <div className="flex items-center gap-3">
          <Download aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <p className="min-w-0 flex-1 font-semibold" aria-live="polite">
            {t('download.running', { percent: view.percent })}
            <span className="block text-sm font-normal text-ink-muted">
              {view.bytesTotal > 0
                ? t('download.bytes', { done: mb(view.bytesDone), total: mb(view.bytesTotal) })
                : t('download.preparing')}
            </span>
          </p>
          <Button variant="secondary" onClick={() => downloads.cancel(story.id)}>
            <X aria-hidden="true" />
            {t('download.cancel')}
          </Button>
        </div>
        <Meter label={t('download.progressLabel', { title: story.title })} percent={view.percent} />
      </section>
    );
  }

  if (view.state === 'downloaded') {
    return (
      <p className="flex items-center gap-2 rounded-2xl border border-line bg-surface p-3 font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-300" />
        <span>
          {t('download.done')}
          <span className="block text-sm font-normal text-ink-muted">
            {t('download.doneDetail', { size: mb(view.sizeBytes) })}
          </span>
        </span>
      </p>
    );
  }

  const message =
    view.state === 'failed' && view.error
      ? view.error.code === 'QUOTA_EXCEEDED'
        ? t('download.errors.QUOTA_EXCEEDED', {
            needed: mb(view.error.neededBytes ?? 0),
            free: mb(view.error.freeBytes ?? 0),
          })
        : t(`download.errors.${view.error.code}`)
      : view.state === 'needs-download'
        ? t('download.needsDownload')
        : view.state === 'partial'
          ? t('download.partial')
          : null;
  return (
    <div className="flex flex-col gap-2">
      {message && (
        <p role={view.state === 'failed' ? 'alert' : undefined} className="text-sm text-ink-muted">
          {message}
        </p>
      )}
      <Button variant="secondary" disabled={!online} onClick={start}>
        {online ? <Download aria-hidden="true" /> : <CloudOff aria-hidden="true" />}
        {view.state === 'failed' ? t('download.retry') : t('download.start')}
      </Button>
      {!online && <p className="text-sm text-ink-muted">{t('download.needsNetwork')}</p>}
    </div>
  );
}
