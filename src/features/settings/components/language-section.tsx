import { useId, useState } from 'react';
import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@/contract/constants';
import { toSupportedLanguage } from '@/lib/i18n/detect-language';
import { changeLanguage, i18n } from '@/lib/i18n/i18n';
import { LANGUAGE_NATIVE_NAMES } from '@/lib/i18n/language-names';
import { Card } from '@/ui/card';
import { notify } from '@/ui/toast';

/** Settings → Language: switches at once, is remembered, and confirms with a toast (S§2, S§8). */
export function LanguageSection() {
  const { t, i18n: active } = useTranslation('settings');
  const titleId = useId();
  const descriptionId = useId();
  const current = toSupportedLanguage(active.resolvedLanguage) ?? FALLBACK_LANGUAGE;
  // The choice shows at once, while the language's texts may still be on their way (a small chunk).
  const [chosen, setChosen] = useState<typeof current | null>(null);

  const select = async (value: string) => {
    const language = toSupportedLanguage(value);
    if (!language || language === (chosen ?? current)) return;
    setChosen(language);
    await changeLanguage(language);
    setChosen(null);
    // Confirm in the language just chosen.
    const tNew = i18n.getFixedT(language, 'settings');
    notify.success(tNew('language.changedTitle'), { description: tNew('language.changedDescription') });
  };

  return (
    <Card>
      <h2 id={titleId} className="text-xl font-bold">
        {t('language.title')}
      </h2>
      <p id={descriptionId} className="mt-1 text-ink-muted">
        {t('language.description')}
      </p>
      <RadioGroup.Root
        value={chosen ?? current}
        onValueChange={(value) => void select(value)}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="mt-4 grid gap-3 sm:grid-cols-2"
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <RadioGroup.Item
            key={language}
            value={language}
            lang={language}
            className="flex min-h-14 items-center justify-between gap-3 rounded-2xl border-2 border-line-strong bg-raised px-5 text-left text-lg font-semibold text-ink transition-colors hover:bg-line data-[state=checked]:border-accent"
          >
            {LANGUAGE_NATIVE_NAMES[language]}
            <span className="flex size-7 items-center justify-center rounded-full border-2 border-line-strong">
              <RadioGroup.Indicator className="flex size-full items-center justify-center rounded-full bg-accent text-on-accent">
                <Check aria-hidden="true" className="size-4" strokeWidth={3} />
              </RadioGroup.Indicator>
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </Card>
  );
}
