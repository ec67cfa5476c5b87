import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Story } from '@/contract/story';
import { ageRange, storyDurationParts } from '@/features/stories/story-format';
import { themeName } from '@/lib/i18n/theme-name';
import { CoverThumbnail } from '@/ui/cover-thumbnail';

type Found = Pick<Story, 'id' | 'title' | 'coverImageUrl' | 'ageGroup' | 'duration' | 'theme'>;

/** S§2 search result: cover or initial, title, age group, minutes and theme; opens the story. */
export function SearchResultCard({ story }: { story: Found }) {
  const { t } = useTranslation('search');
  const ages = ageRange(story.ageGroup);
  const { hours, minutes } = storyDurationParts(story.duration);
  const facts = [
    ages ? t('card.agesRange', ages) : t('card.ages', { range: story.ageGroup }),
    hours > 0 ? t('card.hoursMinutes', { hours, minutes }) : t('card.minutes', { count: minutes }),
    themeName(story.theme),
  ];
  return (
    <Link
      to={`/story/${encodeURIComponent(story.id)}`}
      className="flex items-center gap-4 rounded-card border border-line bg-surface p-3 transition-colors hover:border-line-strong hover:bg-raised"
    >
      <CoverThumbnail title={story.title} src={story.coverImageUrl} className="size-16 text-3xl" />
      <div className="min-w-0 flex-1">
        <h3 className="font-bold break-words text-ink">{story.title}</h3>
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
    </Link>
  );
}
