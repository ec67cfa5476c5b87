import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';

/** "About this story": the description and the note that it was written for the family (S§2). */
export function StoryDescriptionCard({
  description,
  large = false,
}: {
  description: string;
  large?: boolean;
}) {
  const { t } = useTranslation('story');
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{t('about.heading')}</h2>
      {description && <p className={`${large ? 'text-lg ' : ''}whitespace-pre-line`}>{description}</p>}
      <p className="inline-flex items-center gap-2 text-sm text-ink-muted">
        <Sparkles aria-hidden="true" className="size-4" />
        {t('about.aiTag')}
      </p>
    </Card>
  );
}
