import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './class-names';

interface FieldTexts {
  /** The visible label, already translated. */
  label: string;
  /** A standing hint under the field (rules, format). */
  hint?: string;
  /** The field's error, already translated; announced when it appears. */
  error?: string;
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * A label, a control, its hint and its error, linked through aria-describedby. The error line is always
 * in the page (empty when there is none) so that screen readers announce it when it fills in.
 */
function Field({
  label,
  hint,
  error,
  className,
  control,
}: FieldTexts & { className?: string; control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col', className)}>
      <label htmlFor={id} className="text-base font-semibold text-ink">
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: cx(
          'mt-2 min-h-12 rounded-2xl border-2 bg-raised px-4 text-lg text-ink placeholder:text-ink-muted',
          error ? 'border-danger-text' : 'border-line-strong',
        ),
      })}
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

interface TextFieldProps extends FieldTexts, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled one-line input with its hint and error. */
export function TextField({ label, hint, error, className, ref, ...inputProps }: TextFieldProps) {
  return (
    <Field
      {...{ label, hint, error, className }}
      control={(props) => <input ref={ref} {...props} {...inputProps} />}
    />
  );
}

interface TextAreaFieldProps extends FieldTexts, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text box of several lines, with its hint and error. */
export function TextAreaField({ label, hint, error, className, ref, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <Field
      {...{ label, hint, error, className }}
      control={({ className: controlClassName, ...props }) => (
        <textarea
          ref={ref}
          rows={6}
          {...props}
          className={cx(controlClassName, 'min-h-36 py-3 leading-relaxed')}
          {...textAreaProps}
        />
      )}
    />
  );
}
