import { CheckCircle2, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Chapter, Story } from '@/contract/story';
import { Button } from '@/ui/button';
import { downloads, useStoryDownload } from '../use-downloads';

const RING_RADIUS = 18;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** A small ring that fills as the chapter arrives. */
function ProgressRing({ label, percent }: { label: string; percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="flex size-12 shrink-0 items-center justify-center"
    >
      <svg viewBox="0 0 44 44" className="size-10 -rotate-90" aria-hidden="true">
        <circle cx="22" cy="22" r={RING_RADIUS} fill="none" strokeWidth="4" className="stroke-raised" />
        <circle
          cx="22"
          cy="22"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * (1 - value / 100)}
          className="stroke-accent transition-[stroke-dashoffset]"
        />
      </svg>
    </span>
  );
}

/**
 * A chapter's own download, beside its play button: Download (also for a chapter the device lost), a
 * ring while it arrives, a tick once it is kept.
 */
export function ChapterDownload({
  story,
  chapter,
  online,
}: {
  story: Story;
  chapter: Chapter;
  online: boolean;
}) {
  const { t } = useTranslation('story');
  const view = useStoryDownload(story.id);
  if (chapter.status !== 'ready') return null;
  const kept = view.chapters[chapter.id];
  const state = kept?.state ?? 'none';
  if (state === 'downloaded') {
    return (
      <span className="flex size-12 shrink-0 items-center justify-center">
        <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-300" />
      </span>
    );
  }
  if (state === 'queued' || state === 'downloading' || state === 'verifying') {
    const percent = kept && kept.bytesTotal > 0 ? (kept.bytesDone / kept.bytesTotal) * 100 : 0;
    return <ProgressRing label={t('chapters.downloading', { title: chapter.title })} percent={percent} />;
  }
  return (
    <Button
      variant="ghost"
      size="icon"
      // One download per story at a time: a chapter waits for the story's download to end.
      disabled={!online || view.state === 'downloading'}
      aria-label={t('chapters.download', { title: chapter.title })}
      onClick={() => {
        downloads
          .downloadChapter(story, chapter.id)
          .catch((error: unknown) => console.warn('Download: the chapter could not start.', error));
      }}
    >
      <Download aria-hidden="true" />
    </Button>
  );
}
