import { useId } from 'react';

/** The look of a native select: 48 px high, a strong border, the value in bold. */
export const selectClasses =
  'min-h-12 w-full rounded-2xl border-2 border-line-strong bg-raised px-4 text-base font-semibold text-ink ' +
  'disabled:opacity-50';

interface SelectFieldProps {
  /** The field's name, already translated. */
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  /** A line under the name that says what the choice does. */
  description?: string;
  className?: string;
}

/** A labelled native select: the platform's own picker on a phone, the keyboard's arrows elsewhere. */
export function SelectField({ label, value, options, onChange, description, className }: SelectFieldProps) {
  const id = useId();
  const descriptionId = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={description ? descriptionId : undefined}
        className={selectClasses}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {/* Under the field, so that fields side by side line up whatever their descriptions' length. */}
      {description && (
        <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
          {description}
        </p>
      )}
    </div>
  );
}
