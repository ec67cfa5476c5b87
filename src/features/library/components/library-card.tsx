import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { StoryCard } from '@/features/stories/components/story-card';
import { descriptionPreview } from '@/features/stories/story-format';
import { formatShortDate } from '@/lib/format-date';

interface LibraryCardProps {
  story: Pick<Story, 'id' | 'title' | 'description' | 'coverImageUrl' | 'createdAt'>;
  /** A badge beside the date (a downloaded story says so). */
  badge?: ReactNode;
}

/** S§2 library card: cover or initial, title, the description's start, the date; opens the story. */
export function LibraryCard({ story, badge }: LibraryCardProps) {
  const { t } = useTranslation('library');
  const date = formatShortDate(story.createdAt);
  return (
    <StoryCard story={story}>
      {story.description && (
        <p className="text-sm break-words text-ink-muted">{descriptionPreview(story.description)}</p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-sm text-ink-muted">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('card.created', { date })}</span>
          <time aria-hidden="true" dateTime={story.createdAt}>
            {date}
          </time>
        </span>
        {badge}
      </div>
    </StoryCard>
  );
}
