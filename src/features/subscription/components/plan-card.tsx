import { useId } from 'react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@/contract/plans';
import { Button } from '@/ui/button';
import { cx } from '@/ui/class-names';
import { formatPrice } from '../format-price';

interface PlanCardProps {
  plan: Plan;
  /** This plan is the parent's running subscription: nothing to buy. */
  current: boolean;
  /** This plan's Subscribe is under way ('Processing...'). */
  processing: boolean;
  /** Another plan's Subscribe is under way. */
  disabled: boolean;
  onSubscribe: () => void;
}

/** One plan (S§2): its price for the reader's language, what it includes, and Subscribe. */
export function PlanCard({ plan, current, processing, disabled, onSubscribe }: PlanCardProps) {
  const { t, i18n } = useTranslation('subscription');
  const titleId = useId();
  const price = formatPrice(plan.priceCents, plan.currency, i18n.resolvedLanguage ?? 'en');
  return (
    // Not the Card primitive: the popular plan's border is the accent colour, not the card's line.
    <div
      role="region"
      aria-labelledby={titleId}
      className={cx(
        'flex flex-col gap-4 rounded-card border-2 bg-surface p-5 sm:p-6',
        plan.popular ? 'border-accent' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-2xl font-bold">
          {t(`planName.${plan.id}`)}
        </h2>
        {plan.popular && (
          <span className="rounded-full bg-accent px-3 py-1 text-sm font-bold text-on-accent">
            {t('popular')}
          </span>
        )}
        {current && (
          <span className="rounded-full border border-line-strong px-3 py-1 text-sm font-semibold">
            {t('yourPlan')}
          </span>
        )}
      </div>
      <p>
        <span className="text-4xl font-bold text-ink">{price}</span>{' '}
        <span className="text-ink-muted">{t(`per.${plan.interval}`)}</span>
      </p>
      <ul className="flex flex-1 flex-col gap-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{t(`features.${feature}`)}</span>
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        variant={plan.popular ? 'primary' : 'secondary'}
        disabled={current || processing || disabled}
        aria-busy={processing || undefined}
        // The visible word starts the name (WCAG 2.5.3); the plan tells the two buttons apart.
        aria-label={current ? undefined : t('subscribeTo', { plan: t(`planWord.${plan.id}`) })}
        onClick={onSubscribe}
      >
        {current ? t('currentPlan') : processing ? t('processing') : t('subscribe')}
      </Button>
    </div>
  );
}
