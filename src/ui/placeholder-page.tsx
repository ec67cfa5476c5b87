import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from './card';
import { PageHeader } from './page-header';

interface PlaceholderPageProps {
  /** The page's real, translated title. */
  title: string;
  /** Where the back arrow leads (home by default). */
  backTo?: string;
}

/** A titled page whose content arrives in a later release. */
export function PlaceholderPage({ title, backTo = '/' }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <Card className="mt-4 flex flex-col items-center gap-3 py-10 text-center">
        <Sparkles aria-hidden="true" className="size-10 text-accent" />
        <p className="text-xl font-semibold text-ink">{t('placeholder.body')}</p>
        <p className="max-w-md text-ink-muted">{t('placeholder.hint')}</p>
      </Card>
    </>
  );
}
