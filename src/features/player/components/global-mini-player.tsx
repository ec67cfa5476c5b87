import { useEffect } from 'react';
import { LoaderCircle, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { loadPlayerEngine, restoreSavedPlayback, togglePlayback, usePlayerStore } from '../player-store';
import { chapterPlace } from '../ready-chapters';

interface GlobalMiniPlayerProps {
  /** The signed-in parent ('' for a guest); a story kept for someone else is not shown. */
  userId: string;
}

/**
 * The mini-player above the bottom navigation, on every screen while a story is in the player: cover,
 * title, chapter, a thin progress line and play/pause; a tap elsewhere opens the player. After a reload
 * it comes back paused at the saved place.
 */
export function GlobalMiniPlayer({ userId }: GlobalMiniPlayerProps) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const { session, chapterId, status, position, duration } = usePlayerStore(
    useShallow(({ session, chapterId, status, position, duration }) => ({
      session,
      chapterId,
      status,
      position,
      duration,
    })),
  );

  useEffect(() => {
    // The story kept from the last visit; its code is fetched now, so the first tap plays at once.
    if (restoreSavedPlayback(userId)) loadPlayerEngine().catch(() => undefined);
  }, [userId]);

  if (session === null || chapterId === null || session.userId !== userId) return null;
  const chapter = session.chapters.find((one) => one.id === chapterId);
  const title = session.storyTitle.trim() || t('untitledStory');
  const place = chapterPlace(session, chapterId);
  const percent = duration > 0 ? Math.min(100, Math.max(0, (position / duration) * 100)) : 0;
  const playing = status === 'playing';
  const loading = status === 'loading';

  const openPlayer = () =>
    navigate('/player', {
      state: {
        storyId: session.storyId,
        storyTitle: session.storyTitle,
        chapters: session.chapters,
        chapterId,
        chapterCount: session.chapterCount,
        coverUrl: session.coverUrl,
      },
    });

  return (
    <section
      aria-label={t('mini.label')}
      data-testid="mini-player"
      className="relative flex items-center gap-3 overflow-hidden rounded-card border border-line-strong bg-raised p-2 pr-3 shadow-2xl"
    >
      <button
        type="button"
        onClick={openPlayer}
        className="flex min-h-12 min-w-0 flex-1 items-center gap-3 rounded-2xl text-left"
      >
        {/* Named by what it shows, after what it does (WCAG 2.5.3: the visible text is in the name). */}
        <span className="sr-only">{t('mini.open')}</span>
        <MiniCover title={title} coverUrl={session.coverUrl} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-bold text-ink">{title}</span>
          <span className="block truncate text-sm text-ink-muted">
            {t('mini.chapter', { current: place.current, total: place.total, title: chapter?.title ?? '' })}
          </span>
        </span>
      </button>
      <button
        type="button"
        onClick={togglePlayback}
        aria-label={playing || loading ? t('controls.pause') : t('controls.play')}
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent hover:bg-accent-hover"
      >
        {loading ? (
          <LoaderCircle aria-hidden="true" className="size-7 animate-spin" />
        ) : playing ? (
          <Pause aria-hidden="true" className="size-7" />
        ) : (
          <Play aria-hidden="true" className="size-7 translate-x-px" />
        )}
      </button>
      <div
        aria-hidden="true"
        data-testid="mini-player-progress"
        className="absolute inset-x-0 bottom-0 h-1 bg-line"
      >
        <div className="h-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}

function MiniCover({ title, coverUrl }: { title: string; coverUrl: string | null }) {
  const frame = 'size-12 shrink-0 overflow-hidden rounded-xl';
  if (coverUrl) return <img src={coverUrl} alt="" className={`${frame} object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${frame} flex items-center justify-center bg-surface text-2xl font-bold text-accent`}
    >
      {Array.from(title.trim())[0]?.toLocaleUpperCase() ?? '♪'}
    </span>
  );
}
