import { useId, useState } from 'react';
import { RotateCcw, Sparkles, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PLAN_CATALOGUE } from '@/contract/plans';
import { formatShortDate } from '@/lib/format-date';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmDialog } from '@/ui/dialog';
import { notify } from '@/ui/toast';
import { SubscriptionRuleError } from '../demo-subscription';
import { formatPrice } from '../format-price';
import { useDemoSubscription } from '../hooks/use-demo-subscription';

/** Settings › Subscription (S§2): the current plan with cancel or restore, or 'View Plans'. */
export function SubscriptionSection({ userId }: { userId: string | undefined }) {
  const { t, i18n } = useTranslation('subscription');
  const titleId = useId();
  const demo = useDemoSubscription(userId);
  const [confirming, setConfirming] = useState(false);
  const { subscription, pending } = demo;
  const plan = PLAN_CATALOGUE.find((candidate) => candidate.id === subscription?.plan);

  const run = async (action: 'cancel' | 'restore') => {
    try {
      const changed = await (action === 'cancel' ? demo.cancel() : demo.restore());
      const date = formatShortDate(changed.currentPeriodEnd);
      if (action === 'cancel')
        notify.success(t('toasts.cancelled'), { description: t('toasts.cancelledBody', { date }) });
      else notify.success(t('toasts.restored'), { description: t('toasts.restoredBody', { date }) });
    } catch (error) {
      // S§8: 'Error', with the rule that was broken, or what failed.
      const description =
        error instanceof SubscriptionRuleError
          ? t(`toasts.${error.rule}`)
          : t(action === 'cancel' ? 'toasts.cancelFailed' : 'toasts.restoreFailed');
      notify.error(t('toasts.errorTitle'), { description });
    }
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold">
        {t('section.title')}
      </h2>
      {subscription && plan ? (
        <>
          <p className="mt-3 text-lg font-semibold text-ink">
            {t(`planTitle.${plan.id}`)} ·{' '}
            {t('section.price', {
              price: formatPrice(plan.priceCents, plan.currency, i18n.resolvedLanguage ?? 'en'),
              per: t(`per.${plan.interval}`),
            })}
          </p>
          <p className="mt-1 text-ink-muted">
            {t(subscription.status === 'active' ? 'section.renews' : 'section.cancelledUntil', {
              date: formatShortDate(subscription.currentPeriodEnd),
            })}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{t('section.demoNote')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            {subscription.status === 'active' ? (
              <Button variant="secondary" disabled={pending !== null} onClick={() => setConfirming(true)}>
                <CircleX aria-hidden="true" />
                {pending === 'cancel' ? t('section.cancelling') : t('section.cancel')}
              </Button>
            ) : (
              <Button disabled={pending !== null} onClick={() => void run('restore')}>
                <RotateCcw aria-hidden="true" />
                {pending === 'restore' ? t('section.restoring') : t('section.restore')}
              </Button>
            )}
            <Link to="/subscription" className={buttonClasses('ghost')}>
              {t('section.changePlan')}
            </Link>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('section.confirmTitle')}
            description={t('section.confirmBody', { date: formatShortDate(subscription.currentPeriodEnd) })}
            confirmLabel={t('section.confirmCancel')}
            cancelLabel={t('section.keep')}
            onConfirm={() => void run('cancel')}
            destructive
          />
        </>
      ) : (
        <>
          <p className="mt-1 text-ink-muted">{t('section.none')}</p>
          <Link to="/subscription" className={`${buttonClasses('primary')} mt-4`}>
            <Sparkles aria-hidden="true" />
            {t('section.viewPlans')}
          </Link>
        </>
      )}
    </Card>
  );
}
