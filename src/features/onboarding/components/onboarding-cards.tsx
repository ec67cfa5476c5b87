import { useState } from 'react';
import { Layers, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/class-names';

type CardKey = 'ai' | 'engaging' | 'profiles';

// P§2: three cards in this order; Next steps through them, the last one's button reads Get Started.
const cards: ReadonlyArray<{ key: CardKey; Icon: LucideIcon }> = [
  { key: 'ai', Icon: Sparkles },
  { key: 'engaging', Icon: Layers },
  { key: 'profiles', Icon: Users },
];

interface OnboardingCardsProps {
  /** Skip for now: remembered, then home (P§2). */
  onSkip: () => void;
}

export function OnboardingCards({ onSkip }: OnboardingCardsProps) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const card = cards[index];
  if (!card) return null;
  const isLast = index === cards.length - 1;

  return (
    <section aria-label={t('cardsLabel')} className="flex flex-1 flex-col gap-6">
      <Card className="flex flex-col items-center gap-4 py-10 text-center">
        <card.Icon aria-hidden="true" className="size-14 text-accent" />
        <h2 className="text-2xl font-bold">{t(`cards.${card.key}.title`)}</h2>
        <p className="max-w-md text-lg text-ink-muted">{t(`cards.${card.key}.body`)}</p>
        <p className="sr-only" aria-live="polite">
          {t('step', { current: index + 1, total: cards.length })}
        </p>
        <div aria-hidden="true" className="flex gap-2">
          {cards.map(({ key }, dot) => (
            <span
              key={key}
              className={cx('size-3 rounded-full', dot === index ? 'bg-accent' : 'bg-line-strong')}
            />
          ))}
        </div>
      </Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onSkip}>
          {t('skip')}
        </Button>
        <Button
          size="lg"
          onClick={() => (isLast ? navigate('/onboarding/create-profile') : setIndex(index + 1))}
        >
          {isLast ? t('getStarted') : t('next')}
        </Button>
      </div>
    </section>
  );
}
