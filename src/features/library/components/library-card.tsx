import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Story } from '@/contract/story';
import { formatShortDate } from '@/lib/format-date';
import { CoverThumbnail } from '@/ui/cover-thumbnail';
import { descriptionPreview } from '../library-preview';

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
    <Link
      to={`/story/${encodeURIComponent(story.id)}`}
      className="flex h-full gap-4 rounded-card border border-line bg-surface p-4 transition-colors hover:border-line-strong hover:bg-raised"
    >
      <CoverThumbnail title={story.title} src={story.coverImageUrl} className="size-20 text-4xl sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-lg font-bold break-words text-ink">{story.title}</h3>
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
      </div>
    </Link>
  );
}
