import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/ui/class-names';

interface CustomPromptFieldProps {
  value: string;
  max: number;
  onChange: (value: string) => void;
  error?: string;
}

/** The parent's own ideas for the story: optional, at most `max` characters, with a counter. */
export function CustomPromptField({ value, max, onChange, error }: CustomPromptFieldProps) {
  const { t } = useTranslation('create');
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-base font-semibold text-ink">
        {t('form.customPrompt')}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={max}
        value={value}
        placeholder={t('form.customPromptPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={[countId, error && errorId].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
        className={cx(
          'mt-2 min-h-24 rounded-2xl border-2 bg-raised px-4 py-3 text-lg text-ink placeholder:text-ink-muted',
          error ? 'border-danger-text' : 'border-line-strong',
        )}
      />
      <p id={countId} className="mt-2 text-right text-sm text-ink-muted">
        {t('form.customPromptCount', { count: value.length, max })}
      </p>
      <p id={errorId} aria-live="polite" className="text-sm font-semibold text-danger-text">
        {error}
      </p>
    </div>
  );
}
