import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@/contract/constants';
import { toSupportedLanguage } from '@/lib/i18n/detect-language';
import { changeLanguage, i18n } from '@/lib/i18n/i18n';
import { LANGUAGE_NATIVE_NAMES } from '@/lib/i18n/language-names';
import { Card } from '@/ui/card';
import { RadioCards } from '@/ui/radio-cards';
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
      <div className="mt-4">
        <RadioCards
          value={chosen ?? current}
          onValueChange={(value) => void select(value)}
          labelledBy={titleId}
          describedBy={descriptionId}
          options={SUPPORTED_LANGUAGES.map((language) => ({
            value: language,
            label: LANGUAGE_NATIVE_NAMES[language],
            lang: language,
          }))}
        />
      </div>
    </Card>
  );
}
