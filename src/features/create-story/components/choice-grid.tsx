import { useId, type ReactNode } from 'react';
import { cx } from '@/ui/class-names';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
  /** Decorative picture (emoji or avatar) shown before the label. */
  picture?: ReactNode;
}

interface ChoiceGridProps<T extends string> {
  /** The group's visible legend, already translated. */
  legend: string;
  /** Marks the group with an asterisk (S§2 "Required fields are marked with an asterisk"). */
  required?: boolean;
  requiredLabel?: string;
  choices: readonly Choice<T>[];
  value: string;
  onChange: (value: T) => void;
  /** The group's error, already translated. */
  error?: string;
  /** Tailwind grid columns, e.g. 'grid-cols-2 sm:grid-cols-5'. */
  columns?: string;
  /** 'stacked': the picture above a centred label, for short choices in narrow cells (themes). */
  layout?: 'row' | 'stacked';
}

/** One choice among cards (native radio buttons: arrow keys move, Space selects). */
export function ChoiceGrid<T extends string>({
  legend,
  required = false,
  requiredLabel,
  choices,
  value,
  onChange,
  error,
  columns = 'grid-cols-1 sm:grid-cols-2',
  layout = 'row',
}: ChoiceGridProps<T>) {
  const stacked = layout === 'stacked';
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-base font-semibold text-ink">
        {legend}
        {required && <RequiredMark label={requiredLabel} />}
      </legend>
      <div className={cx('mt-2 grid gap-2', columns)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cx(
              'flex min-h-12 cursor-pointer items-center rounded-2xl border-2 bg-raised transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
              stacked ? 'flex-col justify-center gap-1 px-2 py-3 text-center' : 'gap-3 px-4 py-2',
              choice.value === value ? 'border-accent' : 'border-line-strong hover:bg-line',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.picture !== undefined && (
              <span aria-hidden="true" className="text-2xl text-accent">
                {choice.picture}
              </span>
            )}
            {/* Labels wrap rather than clip: "Cuento de hadas" on a phone takes two lines. */}
            <span className={cx('flex min-w-0 flex-col', stacked && 'w-full items-center')}>
              <span className="font-semibold [overflow-wrap:anywhere] text-ink">{choice.label}</span>
              {choice.description && <span className="text-sm text-ink-muted">{choice.description}</span>}
            </span>
          </label>
        ))}
      </div>
      <p id={errorId} aria-live="polite" className="mt-2 text-sm font-semibold text-danger-text empty:mt-0">
        {error}
      </p>
    </fieldset>
  );
}

/** A visible asterisk, read out as the word "required". */
export function RequiredMark({ label }: { label?: string }) {
  return (
    <>
      <span aria-hidden="true" className="ml-1 text-accent">
        *
      </span>
      {label && <span className="sr-only"> ({label})</span>}
    </>
  );
}
