import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Info, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PLAN_CATALOGUE, type PlanId } from '@/contract/plans';
import { notify } from '@/ui/toast';
import { plansQuery, usePlans } from '../api/get-plans';
import { useDemoSubscription } from '../hooks/use-demo-subscription';
import { PlanCard } from './plan-card';

const signInFirst = `/auth?mode=login&redirect=${encodeURIComponent('/subscription')}`;

/**
 * The plans (S§2): Subscribe sends the browser to the plan's hosted payment page when the server has
 * one, else starts the demo subscription kept on this device (ADR 027). A guest is sent to /auth.
 */
export function PlansScreen({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plans = usePlans();
  const demo = useDemoSubscription(userId);
  const [processing, setProcessing] = useState<PlanId | null>(null);
  const items = plans.data?.items ?? PLAN_CATALOGUE;

  // Back from the payment page (the browser's page cache): the button is not still processing.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const subscribe = async (planId: PlanId) => {
    if (!userId) {
      notify.error(t('authRequired'), { description: t('authRequiredBody') });
      navigate(signInFirst);
      return;
    }
    setProcessing(planId);
    try {
      // Without knowing the links there is no subscribing: never the demo while a real plan may exist.
      const { items: known } = await queryClient.fetchQuery(plansQuery);
      const link = known.find((plan) => plan.id === planId)?.paymentLink;
      if (link) {
        window.location.assign(link); // 'Processing...' stays until the browser leaves.
        return;
      }
      await demo.subscribe(planId);
      notify.success(t('activated'), { description: t('activatedBody', { plan: t(`planWord.${planId}`) }) });
      navigate('/thank-you');
    } catch (error) {
      console.warn('Subscribe failed.', error);
      setProcessing(null);
      notify.error(t('failed'), { description: t('failedBody') });
    }
  };

  const current = demo.subscription?.status === 'active' ? demo.subscription.plan : null;
  const known = plans.data?.items;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg text-ink-muted">{t('intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {items.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === current}
            processing={processing === plan.id}
            disabled={processing !== null && processing !== plan.id}
            onSubscribe={() => void subscribe(plan.id)}
          />
        ))}
      </div>
      {/* What happens on Subscribe is said only once the server has said it. */}
      {known?.some((plan) => !plan.paymentLink) && (
        <p className="flex items-start gap-2 rounded-2xl bg-raised p-4">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          {t('demo')}
        </p>
      )}
      {known?.some((plan) => plan.paymentLink) && (
        <p className="flex items-start gap-2 rounded-2xl bg-raised p-4">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          {t('secure')}
        </p>
      )}
      {!demo.subscription && <p className="text-ink-muted">{t('freeTier')}</p>}
    </div>
  );
}
