import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { StoryCard } from '@/features/stories/components/story-card';
import { formatShortDate } from '@/lib/format-date';

interface StoryItemProps {
  story: Pick<Story, 'id' | 'title' | 'coverImageUrl' | 'createdAt'>;
  /** Where the card leads (the story page by default). */
  to?: string;
  /** Said under the date. */
  children?: ReactNode;
  /** Buttons under the card (archive, restore, try again). */
  actions?: ReactNode;
}

/** One story in a My Stories tab: its card, with the date it was made, and what can be done with it. */
export function StoryItem({ story, to, children, actions }: StoryItemProps) {
  const { t } = useTranslation('myStories');
  return (
    <li className="flex flex-col gap-2">
      <StoryCard story={story} {...(to && { to })}>
        <p className="text-sm text-ink-muted">
          {t('item.created', { date: formatShortDate(story.createdAt) })}
        </p>
        {children}
      </StoryCard>
      {actions && <div className="flex flex-wrap items-center justify-end gap-2">{actions}</div>}
    </li>
  );
}
