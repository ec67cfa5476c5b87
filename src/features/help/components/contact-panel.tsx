import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';
import { LoadFailed } from '@/ui/load-failed';
import { Spinner } from '@/ui/spinner';
import { textLinkClasses } from '@/ui/text-link';
import { useSupportContact } from '../api/get-support-contact';
import { ContactForm } from './contact-form';

/**
 * Help › Contact: the promise of a reply within 24 hours, the form, and the support address as a link
 * (S§2). With no address set by the operator it says so, and offers no form that would go nowhere.
 */
export function ContactPanel() {
  const { t } = useTranslation('help');
  const { data, isPending, refetch } = useSupportContact();

  return (
    <section aria-labelledby="contact-heading">
      <Card>
        <h2 id="contact-heading" className="text-xl font-bold text-ink">
          {t('contact.heading')}
        </h2>
        <p className="mt-1 text-ink-muted">{t('contact.intro')}</p>
        <div className="mt-5">
          {data?.email ? (
            <>
              <ContactForm address={data.email} />
              <p className="mt-6 border-t border-line pt-4 text-ink-muted">
                {t('contact.writeDirectly')}{' '}
                <a href={`mailto:${data.email}`} className={`${textLinkClasses} break-all`}>
                  {data.email}
                </a>
              </p>
            </>
          ) : data ? (
            <div role="note" className="flex gap-3 rounded-2xl bg-raised p-4">
              <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
              <div>
                <p className="font-semibold text-ink">{t('contact.noAddressTitle')}</p>
                <p className="mt-1 text-ink-muted">{t('contact.noAddress')}</p>
                <p className="mt-2 text-sm text-ink-muted">{t('contact.noAddressOperator')}</p>
              </div>
            </div>
          ) : isPending ? (
            <p className="flex items-center gap-3 text-ink-muted">
              <Spinner label={t('contact.loading')} />
              <span aria-hidden="true">{t('contact.loading')}</span>
            </p>
          ) : (
            <LoadFailed
              message={t('contact.loadFailed')}
              retryLabel={t('contact.retry')}
              onRetry={() => void refetch()}
            />
          )}
        </div>
      </Card>
    </section>
  );
}
