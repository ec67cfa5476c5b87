import { useId } from 'react';
import { cx } from '@/ui/class-names';

interface ConsentToggleProps {
  name: string;
  description: string;
  helper: string;
  checked: boolean;
  disabled: boolean;
  saving: boolean;
  savingLabel: string;
  onChange: (checked: boolean) => void;
}

/** One consent: its name, what it means, a helper line, and a switch. */
export function ConsentToggle(props: ConsentToggleProps) {
  const { name, description, helper, checked, disabled, saving, savingLabel, onChange } = props;
  const nameId = useId();
  const descriptionId = useId();
  return (
    <li className="flex items-start justify-between gap-4 border-b border-line py-4 last:border-b-0">
      <div className="min-w-0">
        <p id={nameId} className="text-lg font-semibold text-ink">
          {name}
        </p>
        <p id={descriptionId} className="mt-1 text-ink-muted">
          {description}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{helper}</p>
        {saving && (
          <p role="status" className="mt-1 text-sm font-semibold text-accent">
            {savingLabel}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={nameId}
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cx(
          'relative mt-1 h-8 w-14 shrink-0 rounded-full border-2 transition-colors disabled:opacity-50',
          checked ? 'border-accent bg-accent' : 'border-line-strong bg-raised',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'absolute top-0.5 size-6 rounded-full bg-ink transition-transform',
            checked ? 'translate-x-6' : 'translate-x-0.5',
          )}
        />
      </button>
    </li>
  );
}
