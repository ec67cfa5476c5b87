import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from './class-names';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The visible label, already translated. */
  label: string;
  /** A standing hint under the field (rules, format). */
  hint?: string;
  /** The field's error, already translated; announced when it appears. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and error linked through aria-describedby. The error line is always
 * in the page (empty when there is none) so that screen readers announce it when it fills in.
 */
export function TextField({ label, hint, error, className, ref, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col', className)}>
      <label htmlFor={id} className="text-base font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'mt-2 min-h-12 rounded-2xl border-2 bg-raised px-4 text-lg text-ink placeholder:text-ink-muted',
          error ? 'border-danger-text' : 'border-line-strong',
        )}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {/* Empty, it takes no room but stays in the accessibility tree, so a new message is announced. */}
      <p id={errorId} aria-live="polite" className="mt-2 text-sm font-semibold text-danger-text empty:mt-0">
        {error}
      </p>
    </div>
  );
}
