import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { StoryCard } from '@/features/stories/components/story-card';
import { descriptionPreview } from '@/features/stories/story-format';
import { formatShortDate } from '@/lib/format-date';
import { cx } from '@/ui/class-names';

interface LibraryCardProps {
  story: Pick<Story, 'id' | 'title' | 'description' | 'coverImageUrl' | 'createdAt'>;
  /** A badge beside the date (a downloaded story says so). */
  badge?: ReactNode;
  /** The card's ⋮ menu, in its corner: beside the link, never inside it. */
  menu?: ReactNode;
}

/** S§2 library card: cover or initial, title, the description's start, the date; opens the story. */
export function LibraryCard({ story, badge, menu }: LibraryCardProps) {
  const { t } = useTranslation('library');
  const date = formatShortDate(story.createdAt);
  const card = (
    <StoryCard story={story}>
      {story.description && (
        <p className="text-sm break-words text-ink-muted">{descriptionPreview(story.description)}</p>
      )}
      <div
        className={cx(
          'mt-auto flex flex-wrap items-center gap-2 pt-1 text-sm text-ink-muted',
          menu ? 'pr-12' : undefined,
        )}
      >
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
  if (!menu) return card;
  return (
    <div className="relative h-full">
      {card}
      <div className="absolute right-2 bottom-2">{menu}</div>
    </div>
  );
}
