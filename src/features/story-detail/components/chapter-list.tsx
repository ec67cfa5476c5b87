import type { ReactNode } from 'react';
import { CheckCircle2, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Chapter } from '@/contract/story';
import { Button } from '@/ui/button';
import { formatChapterDuration } from '@/features/stories/story-format';

interface ChapterListProps {
  chapters: readonly Chapter[];
  percentOf: (chapter: Chapter) => number;
  /** The chapter in the player, highlighted. */
  currentId: string | null;
  onPlay: (chapterId: string) => void;
  /**
   * Whether a chapter is kept on this device ('kept'), was kept and is gone ('needs-download': evicted
   * or cleared), or cannot be played because the device is offline and it is not kept ('unavailable');
   * null when the network decides.
   */
  availabilityOf?: (chapter: Chapter) => ChapterAvailability;
  /** The chapter's own download control, beside its play button. */
  downloadOf?: (chapter: Chapter) => ReactNode;
  /** More under the chapter's line, across the row (a grown-up's preview and rewrite). */
  detailOf?: (chapter: Chapter) => ReactNode;
}

export type ChapterAvailability = 'kept' | 'needs-download' | 'unavailable' | null;

/** What a chapter's line says of it, after its title. */
function useChapterState(chapter: Chapter, availability: ChapterAvailability, playable: boolean): string {
  const { t } = useTranslation('story');
  if (availability === 'needs-download') return t('chapters.needsDownload');
  if (availability === 'unavailable') return t('chapters.notDownloaded');
  return playable ? formatChapterDuration(chapter.duration) : t(`chapters.status.${chapter.status}`);
}

function ChapterRow({
  chapter,
  percent,
  current,
  onPlay,
  availability,
  download,
  detail,
}: {
  chapter: Chapter;
  percent: number;
  current: boolean;
  onPlay: () => void;
  availability: ChapterAvailability;
  download: ReactNode;
  detail: ReactNode;
}) {
  const { t } = useTranslation('story');
  const ready = chapter.status === 'ready' && availability !== 'unavailable';
  const state = useChapterState(chapter, availability, ready);
  return (
    <li
      aria-current={current || undefined}
      className={
        'flex flex-wrap items-center gap-3 rounded-2xl border p-3 ' +
        (current ? 'border-accent bg-raised' : 'border-line bg-surface')
      }
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-raised font-bold"
      >
        {percent === 100 ? <CheckCircle2 className="size-6 text-emerald-300" /> : chapter.order}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words">
          <span className="sr-only">{t('chapters.number', { order: chapter.order })} </span>
          {chapter.title}
        </h3>
        <p className="text-sm text-ink-muted">
          {state}
          {percent === 100 && <> · {t('chapters.completed')}</>}
          {availability === 'kept' && <> · {t('chapters.downloaded')}</>}
        </p>
        {ready && percent > 0 && percent < 100 && (
          <div
            role="progressbar"
            aria-label={t('chapters.progressLabel', { title: chapter.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-1.5 overflow-hidden rounded-full bg-raised"
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
          </div>
        )}
      </div>
      {download}
      <Button
        size="icon"
        disabled={!ready}
        aria-label={t('chapters.play', { title: chapter.title })}
        onClick={onPlay}
      >
        <Play aria-hidden="true" />
      </Button>
      {detail}
    </li>
  );
}

/** S§2 'Chapters (n)': each chapter with its length, the listener's progress, and play. */
export function ChapterList({
  chapters,
  percentOf,
  currentId,
  onPlay,
  availabilityOf,
  downloadOf,
  detailOf,
}: ChapterListProps) {
  const { t } = useTranslation('story');
  const sorted = [...chapters].sort((a, b) => a.order - b.order);
  return (
    <section aria-labelledby="chapters-heading" className="flex flex-col gap-3">
      <h2 id="chapters-heading" className="text-xl font-bold">
        {t('chapters.heading', { count: chapters.length })}
      </h2>
      {sorted.length === 0 ? (
        <p className="text-ink-muted">{t('chapters.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {sorted.map((chapter) => (
            <ChapterRow
              key={chapter.id}
              chapter={chapter}
              percent={percentOf(chapter)}
              current={chapter.id === currentId}
              onPlay={() => onPlay(chapter.id)}
              availability={availabilityOf?.(chapter) ?? null}
              download={downloadOf?.(chapter)}
              detail={detailOf?.(chapter)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
