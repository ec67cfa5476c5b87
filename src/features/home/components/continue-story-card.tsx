import { useEffect, type ReactNode } from 'react';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loadPlayerEngine, startPlayback } from '@/features/player/player-store';
import { formatChapterDuration } from '@/features/stories/story-format';
import { CoverThumbnail } from '@/ui/cover-thumbnail';
import { Meter } from '@/ui/meter';
import { useContinueStory } from '../hooks/use-continue-story';

/** Who listens: the signed-in parent and the active kid profile (P§6), with the child's preference. */
export interface ContinueListener {
  userId: string;
  childId: string;
  autoplayNext: boolean;
}

/**
 * P§2 'Continue your story': the active kid's most recent unfinished story, its chapter and how far in.
 * One tap plays it from there (started on the tap itself, so the browser lets it play; the player
 * restores the saved position) and opens the player. Nothing shows when there is nothing to go on with.
 */
export function ContinueStoryCard({
  listener,
  badgeFor,
}: {
  listener: ContinueListener;
  /** What else to say of the story (the app adds whether it is downloaded). */
  badgeFor?: (storyId: string) => ReactNode;
}) {
  const { t } = useTranslation('progress');
  const navigate = useNavigate();
  const found = useContinueStory(listener.userId, listener.childId);

  // The player's code arrives while the child looks at home, not between their tap and play().
  useEffect(() => {
    if (found) loadPlayerEngine().catch(() => {});
  }, [found]);

  if (!found) return null;
  const { story, chapters, resume } = found;
  const position = formatChapterDuration(resume.position);
  const duration = formatChapterDuration(resume.duration);

  const play = () => {
    const chapterId = resume.chapter.id;
    const common = {
      storyId: story.id,
      storyTitle: story.title,
      coverUrl: story.coverImageUrl,
      chapters,
      chapterCount: story.chapterCount,
    };
    // The player screen shows a failure through the store's status.
    startPlayback({ ...common, ...listener }, chapterId).catch(() => {});
    void navigate('/player', { state: { ...common, chapterId } });
  };

  return (
    <section aria-labelledby="continue-story" className="mt-4">
      <h2 id="continue-story" className="sr-only">
        {t('continueCard.heading')}
      </h2>
      <button
        type="button"
        onClick={play}
        className="flex w-full items-center gap-4 rounded-card border border-line-strong bg-surface p-4 text-left transition-colors hover:bg-raised"
      >
        <CoverThumbnail
          title={story.title}
          src={story.coverImageUrl}
          className="size-16 text-3xl sm:size-20 sm:text-4xl"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          {/* The button is named by what it shows (WCAG 2.5.3): "Continue your story", the title, where. */}
          <span className="text-sm font-semibold text-accent">{t('continueCard.heading')}</span>
          <span className="text-lg font-bold break-words text-ink">{story.title}</span>
          <span className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            {t('continueCard.where', { order: resume.chapter.order, position, duration })}
            {badgeFor?.(story.id)}
          </span>
          <Meter
            label={t('continueCard.progressLabel')}
            percent={(resume.position / resume.duration) * 100}
            className="mt-1"
          />
        </span>
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent sm:size-14">
          <Play aria-hidden="true" className="size-6 sm:size-7" />
        </span>
      </button>
    </section>
  );
}
