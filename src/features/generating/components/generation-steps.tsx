import { Check, Circle, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';
import { cx } from '@/ui/class-names';
import type { StepKey, StepState } from '../generation-view';

const icons = {
  complete: <Check aria-hidden="true" className="size-6 text-accent" />,
  active: <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-accent" />,
  pending: <Circle aria-hidden="true" className="size-6 text-line-strong" />,
} as const satisfies Record<StepState, unknown>;

/** S§2: the four steps, each complete, under way or still to come. */
export function GenerationSteps({ steps }: { steps: ReadonlyArray<{ key: StepKey; state: StepState }> }) {
  const { t } = useTranslation('create');
  return (
    <Card>
      <h2 className="sr-only">{t('generating.stepsLabel')}</h2>
      <ol className="flex flex-col gap-4">
        {steps.map(({ key, state }) => (
          <li
            key={key}
            className="flex items-center gap-3"
            aria-current={state === 'active' ? 'step' : undefined}
          >
            {icons[state]}
            <span
              className={cx('text-lg', state === 'pending' ? 'text-ink-muted' : 'font-semibold text-ink')}
            >
              {t(`generating.steps.${key}`)}
            </span>
            <span className="sr-only">({t(`generating.stepState.${state}`)})</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
