import { BookX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';

/** S§2: the story does not exist (or belongs to someone else: the server answers both with 404). */
export function StoryNotFound() {
  const { t } = useTranslation('story');
  return (
    <Card className="mt-4 flex flex-col items-center gap-4 py-10 text-center">
      <BookX aria-hidden="true" className="size-10 text-accent" />
      <h2 className="text-xl font-bold">{t('notFound.title')}</h2>
      <p className="text-ink-muted">{t('notFound.body')}</p>
      <Link to="/library" className={buttonClasses('secondary')}>
        {t('notFound.backToLibrary')}
      </Link>
    </Card>
  );
}
