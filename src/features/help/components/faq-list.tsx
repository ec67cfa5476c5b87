import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { textLinkClasses } from '@/ui/text-link';

/** The eight questions of S§2's FAQ, in the order a new parent meets them. */
const QUESTIONS = ['howMade', 'howLong', 'ages', 'limit', 'offline', 'profiles', 'gate', 'privacy'] as const;

/** Help › FAQ: each question is a heading with a button that shows its answer (WAI accordion). */
export function FaqList() {
  const { t } = useTranslation('help');
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="sr-only">
        {t('faq.heading')}
      </h2>
      <Accordion.Root type="multiple" className="flex flex-col gap-3">
        {QUESTIONS.map((id) => (
          <Accordion.Item key={id} value={id} className="rounded-card border border-line bg-surface">
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-card px-5 py-3 text-left text-lg font-semibold text-ink hover:bg-raised">
                  {t(`faq.items.${id}.question`)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-6 shrink-0 text-accent transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-ink-muted">
              {t(`faq.items.${id}.answer`, { returnObjects: true }).map((paragraph) => (
                <p key={paragraph} className="mt-3 max-w-prose leading-relaxed first:mt-0">
                  {paragraph}
                </p>
              ))}
              {id === 'privacy' && (
                <p className="mt-3">
                  <Link to="/privacy?from=/help" className={textLinkClasses}>
                    {t('faq.privacyLink')}
                  </Link>
                </p>
              )}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
