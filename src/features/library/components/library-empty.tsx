import { BookOpen, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';

/** S§2: 'No Stories Yet' with a Create Story button. */
export function LibraryEmpty() {
  const { t } = useTranslation('library');
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <BookOpen aria-hidden="true" className="size-12 text-accent" />
      <h2 className="text-2xl font-bold">{t('empty.title')}</h2>
      <p className="max-w-md text-ink-muted">{t('empty.body')}</p>
      <Link to="/create-story" className={buttonClasses('primary', 'lg')}>
        <Plus aria-hidden="true" />
        {t('empty.action')}
      </Link>
    </Card>
  );
}
