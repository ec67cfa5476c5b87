import { SwitchRow } from '@/ui/switch-row';

interface ConsentToggleProps {
  name: string;
  description: string;
  helper: string;
  /** Why it cannot be changed now. */
  note?: string;
  checked: boolean;
  disabled: boolean;
  saving: boolean;
  savingLabel: string;
  onChange: (checked: boolean) => void;
}

/** One consent: its name, what it means, a helper line, and a switch. */
export function ConsentToggle(props: ConsentToggleProps) {
  const { name, description, helper, note, checked, disabled, saving, savingLabel, onChange } = props;
  return (
    <li className="border-b border-line py-4 last:border-b-0">
      <SwitchRow
        label={name}
        description={description}
        note={note}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        size="large"
      >
        <p className="mt-1 text-sm text-ink-muted">{helper}</p>
        {saving && (
          <p role="status" className="mt-1 text-sm font-semibold text-accent">
            {savingLabel}
          </p>
        )}
      </SwitchRow>
    </li>
  );
}
