import { Clock, Tag, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { themeName } from '@/lib/i18n/theme-name';
import { ageRange, storyDurationParts } from '../story-format';

/** A story's age group (the band the parent chose), length and theme, as the story page says them. */
export function StoryFacts({ story }: { story: Pick<Story, 'ageGroup' | 'duration' | 'theme'> }) {
  const { t } = useTranslation('story');
  const ages = ageRange(story.ageGroup);
  const { hours, minutes } = storyDurationParts(story.duration);
  const facts = [
    { Icon: Users, text: ages ? t('hero.agesRange', ages) : t('hero.ages', { range: story.ageGroup }) },
    {
      Icon: Clock,
      text: hours > 0 ? t('hero.hoursMinutes', { hours, minutes }) : t('hero.minutes', { count: minutes }),
    },
    { Icon: Tag, text: themeName(story.theme) },
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
      {facts.map(({ Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-1.5">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {text}
        </li>
      ))}
    </ul>
  );
}
