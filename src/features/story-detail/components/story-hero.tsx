import { Clock, Headphones, ListOrdered, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { themeName } from '@/lib/i18n/theme-name';
import type { Story } from '@/contract/story';
import { Card } from '@/ui/card';
import { ageRange, storyDurationParts } from '@/features/stories/story-format';
import { detailStatus } from '../story-format';
import { StatusBadge } from './status-badge';

interface StoryHeroProps {
  story: Story;
  progressPercent: number;
  listens: number;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 text-ink-muted [&_svg]:size-4">
      {icon}
      {children}
    </li>
  );
}

/** S§2 hero and S§3 "Story view": cover, title, status, age group, themes, duration, chapters, progress. */
export function StoryHero({ story, progressPercent, listens }: StoryHeroProps) {
  const { t } = useTranslation('story');
  const { hours, minutes } = storyDurationParts(story.duration);
  const chapterCount = story.chapters?.length ?? story.chapterCount;
  const ages = ageRange(story.ageGroup);
  return (
    <Card className="flex flex-col gap-5 sm:flex-row">
      {story.coverImageUrl ? (
        <img
          src={story.coverImageUrl}
          alt={t('hero.coverAlt', { title: story.title })}
          className="aspect-square w-full max-w-40 self-center sm:max-w-56 rounded-2xl object-cover sm:self-start"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex aspect-square w-full max-w-40 items-center justify-center self-center rounded-2xl bg-raised text-7xl font-bold text-accent sm:max-w-56 sm:self-start"
        >
          {story.title.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h2 className="text-2xl font-bold break-words sm:text-3xl">{story.title}</h2>
        <div>
          <StatusBadge status={detailStatus(story)} />
        </div>
        <ul className="flex flex-wrap gap-2" aria-label={t('hero.themesLabel')}>
          {[story.theme].map((theme) => (
            <li key={theme} className="rounded-full bg-raised px-3 py-1 text-sm text-ink">
              {themeName(theme)}
            </li>
          ))}
        </ul>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          <Fact icon={<Users aria-hidden="true" />}>
            {ages ? t('hero.agesRange', ages) : t('hero.ages', { range: story.ageGroup })}
          </Fact>
          <Fact icon={<Clock aria-hidden="true" />}>
            {hours > 0 ? t('hero.hoursMinutes', { hours, minutes }) : t('hero.minutes', { count: minutes })}
          </Fact>
          <Fact icon={<ListOrdered aria-hidden="true" />}>
            {t('hero.chapterCount', { count: chapterCount })}
          </Fact>
          <Fact icon={<Headphones aria-hidden="true" />}>{t('hero.listens', { count: listens })}</Fact>
        </ul>
        <div>
          <div className="flex justify-between text-sm text-ink-muted">
            <span id="story-progress-label">{t('hero.progress')}</span>
            <span>{t('hero.percent', { percent: progressPercent })}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="story-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progressPercent}
            className="mt-1 h-2 overflow-hidden rounded-full bg-raised"
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${progressPercent}%` }} />
          </div>
        </div>
      </div>
    </Card>
  );
}
