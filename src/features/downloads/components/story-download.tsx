import { useEffect, useState } from 'react';
import { CheckCircle2, Download, RotateCcw, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { Button } from '@/ui/button';
import { Meter } from '@/ui/meter';
import type { StoryDownloadView } from '../download-model';
import { formatSize } from '../format-bytes';
import { useDownloadsStore } from '../downloads-store';
import { downloadSizeOf } from '../story-size';
import { downloads, useStoryDownload } from '../use-downloads';

// The story page's "Download" (issue 12): anyone holding the tablet may keep a story on the device
// (harmless); removing it is a grown-up's (the page passes `onRemove` through the parent gate, ADR 025).

const SIZE_HINT_ID = 'story-download-size';

function start(story: Story): void {
  // Inside the click: the first download asks the browser to keep the device's storage.
  downloads
    .downloadStory(story)
    .catch((error: unknown) => console.warn('Download: it could not start.', error));
}

const hasNarratedChapter = (story: Story) =>
  (story.chapters ?? []).some((chapter) => chapter.status === 'ready');

/** The button in the listen actions row: Download, Try again, Cancel, or what is kept. */
export function StoryDownloadButton({ story, online }: { story: Story; online: boolean }) {
  const { t } = useTranslation('story');
  const view = useStoryDownload(story.id);
  if (!hasNarratedChapter(story)) return null;
  if (view.state === 'downloading') {
    return (
      <Button
        variant="secondary"
        aria-label={t('download.cancelLabel')}
        onClick={() => downloads.cancel(story.id)}
      >
        <X aria-hidden="true" />
        {t('download.cancel')}
      </Button>
    );
  }
  if (view.state === 'downloaded') {
    return (
      // A status, not a control: no outline that would read as a button (removing is in the panel below).
      <p className="inline-flex min-h-12 items-center justify-center gap-2 px-2 font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-300" />
        {t('download.downloaded')}
      </p>
    );
  }
  const failed = view.state === 'failed';
  return (
    <Button
      variant="secondary"
      disabled={!online}
      aria-describedby={SIZE_HINT_ID}
      onClick={() => start(story)}
    >
      {failed ? <RotateCcw aria-hidden="true" /> : <Download aria-hidden="true" />}
      {failed ? t('download.retry') : t('download.start')}
    </Button>
  );
}

/** Why the last download stopped, as a parent reads it. */
function FailureMessage({ view }: { view: StoryDownloadView }) {
  const { t, i18n } = useTranslation('story');
  const error = view.error ?? { code: 'NETWORK' };
  let message: string;
  if (error.code !== 'QUOTA_EXCEEDED') message = t(`download.errors.${error.code}`);
  else if (!error.neededBytes) message = t('download.errors.QUOTA_UNKNOWN');
  else {
    // What to free: what the story still needs beyond the free space (all of it when the estimate
    // claimed there was room and writing failed anyway).
    const short = error.neededBytes - (error.freeBytes ?? 0);
    const size = formatSize(short > 0 ? short : error.neededBytes, i18n.language);
    message = t('download.errors.QUOTA_EXCEEDED', { size });
  }
  return (
    <p role="alert" className="text-ink">
      {message}
    </p>
  );
}

/** How long a finished download's full bar stays before the panel says what is kept. */
const FULL_BAR_MS = 1200;

/** True for a moment after a download running on this screen finished. */
function useJustFinished(state: StoryDownloadView['state']): boolean {
  const [previous, setPrevious] = useState(state);
  const [finished, setFinished] = useState(false);
  if (previous !== state) {
    setPrevious(state);
    setFinished(previous === 'downloading' && state === 'downloaded');
  }
  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(() => setFinished(false), FULL_BAR_MS);
    return () => clearTimeout(timer);
  }, [finished]);
  return finished;
}

/** The bar with the percent and the megabytes, while a download runs. */
function RunningDownload({ story, view }: { story: Story; view: StoryDownloadView }) {
  const { t, i18n } = useTranslation('story');
  const mb = (bytes: number) => formatSize(bytes, i18n.language);
  return (
    <section
      aria-label={t('download.label')}
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3"
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold">
        <span>{t('download.running', { percent: view.percent })}</span>
        <span className="text-sm font-normal text-ink-muted">
          {view.bytesTotal > 0
            ? t('download.bytes', { done: mb(view.bytesDone), total: mb(view.bytesTotal) })
            : t('download.preparing')}
        </span>
      </p>
      <Meter
        label={t('download.progressLabel', { title: story.title })}
        percent={view.percent}
        valueText={
          view.bytesTotal > 0
            ? t('download.progressValue', {
                percent: view.percent,
                done: mb(view.bytesDone),
                total: mb(view.bytesTotal),
              })
            : undefined
        }
      />
    </section>
  );
}

/**
 * Under the listen actions: the size before downloading, the bar with the percent and the megabytes
 * while it runs, what is kept (with Remove download), or why it stopped.
 */
export function StoryDownloadPanel({
  story,
  online,
  onRemove,
}: {
  story: Story;
  online: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('story');
  const view = useStoryDownload(story.id);
  const justFinished = useJustFinished(view.state);
  const mb = (bytes: number) => formatSize(bytes, i18n.language);
  if (!hasNarratedChapter(story)) return null;

  if (view.state === 'downloading') return <RunningDownload story={story} view={view} />;
  // The bar reaches 100 % before it gives way to what is kept, as a parent expects to see it end.
  if (justFinished && view.state === 'downloaded') {
    return <RunningDownload story={story} view={{ ...view, percent: 100, bytesDone: view.bytesTotal }} />;
  }

  if (view.state === 'downloaded') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-line bg-surface p-3">
        <p>
          <span className="font-semibold">{t('download.done')}</span>
          <span className="block text-sm text-ink-muted">
            {t('download.doneDetail', { size: mb(view.sizeBytes) })}
          </span>
        </p>
        <Button variant="ghost" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t('download.remove')}
        </Button>
      </div>
    );
  }

  return <DownloadHint story={story} online={online} view={view} />;
}

/** Before a download: its size in the chosen quality, or why it needs the network; why the last one stopped. */
function DownloadHint({ story, online, view }: { story: Story; online: boolean; view: StoryDownloadView }) {
  const { t, i18n } = useTranslation('story');
  const quality = useDownloadsStore((state) => state.quality);
  const mb = (bytes: number) => formatSize(bytes, i18n.language);
  const size = downloadSizeOf(story.chapters ?? [], quality);
  const sizeKey = quality === 'data-saver' ? 'download.sizeDataSaver' : 'download.size';
  return (
    <div className="flex flex-col gap-1 text-sm text-ink-muted">
      {view.state === 'failed' && <FailureMessage view={view} />}
      {view.state === 'needs-download' && <p className="text-ink">{t('download.needsDownload')}</p>}
      {view.state === 'partial' && (
        <p className="text-ink">{t('download.partial', { size: mb(view.sizeBytes) })}</p>
      )}
      <p id={SIZE_HINT_ID}>
        {!online
          ? t('download.needsNetwork')
          : size !== null
            ? t(sizeKey, { size: mb(size) })
            : t('download.sizeUnknown')}
      </p>
    </div>
  );
}
