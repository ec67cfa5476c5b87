import { useId } from 'react';
import { Switch } from '@/ui/switch';

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
      <Switch
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        labelledBy={nameId}
        describedBy={descriptionId}
        className="mt-1"
      />
    </li>
  );
}
