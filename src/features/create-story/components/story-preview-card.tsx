import { useTranslation } from 'react-i18next';
import { themeName } from '@/lib/i18n/theme-name';
import type { AgeGroup } from '@/contract/enums';
import type { StoryThemeName } from '@/contract/story-themes';
import { Card } from '@/ui/card';

interface StoryPreviewCardProps {
  ageGroup: AgeGroup | null;
  theme: StoryThemeName;
  chapterCount: number;
}

/** S§2: a read-only summary of what will be asked for (age, theme, chapter count). */
export function StoryPreviewCard({ ageGroup, theme, chapterCount }: StoryPreviewCardProps) {
  const { t } = useTranslation('create');
  const rows = [
    [t('preview.age'), ageGroup ? t(`ageGroups.${ageGroup}.name`) : '—'],
    [t('preview.theme'), themeName(theme)],
    [t('preview.chapters'), t('form.chapterCount', { count: chapterCount })],
  ] as const;
  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">{t('preview.title')}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {rows.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="font-semibold text-ink">{detail}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
