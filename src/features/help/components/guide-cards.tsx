import { BookOpen, Car, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';

/** S§2's three guide cards, each ending at the screen where its steps begin. */
const GUIDES = [
  { id: 'firstStory', icon: BookOpen, to: '/create-story' },
  { id: 'offline', icon: Car, to: '/library' },
  { id: 'children', icon: Users, to: '/settings' },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon; to: string }>;

/** Help › Guides: numbered steps a parent can follow with the app open beside them. */
export function GuideCards() {
  const { t } = useTranslation('help');
  return (
    <section aria-labelledby="guides-heading">
      <h2 id="guides-heading" className="sr-only">
        {t('guides.heading')}
      </h2>
      <div className="flex flex-col gap-4">
        {GUIDES.map(({ id, icon: Icon, to }) => (
          <Card key={id}>
            <article aria-labelledby={`guide-${id}`}>
              <div className="flex items-start gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-raised text-accent">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div className="min-w-0">
                  <h3 id={`guide-${id}`} className="text-xl font-bold text-ink">
                    {t(`guides.items.${id}.title`)}
                  </h3>
                  <p className="mt-1 text-ink-muted">{t(`guides.items.${id}.summary`)}</p>
                </div>
              </div>
              <ol aria-label={t('guides.stepsLabel')} className="mt-4 flex flex-col gap-3">
                {t(`guides.items.${id}.steps`, { returnObjects: true }).map((step, index) => (
                  <li key={step} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-on-accent"
                    >
                      {index + 1}
                    </span>
                    <span className="max-w-prose pt-1 leading-relaxed text-ink">{step}</span>
                  </li>
                ))}
              </ol>
              <Link to={to} className={`${buttonClasses('secondary')} mt-5`}>
                {t(`guides.items.${id}.action`)}
              </Link>
            </article>
          </Card>
        ))}
      </div>
    </section>
  );
}
