import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import { Switch } from './switch';

interface SwitchRowProps {
  /** The setting's name, already translated; it names the switch. */
  label: string;
  /** What it means; it describes the switch. */
  description: string;
  /** Why it cannot be changed now (shown, and read with the description). */
  note?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** More lines under the description (a helper, a saving note). */
  children?: ReactNode;
  className?: string;
  /** 'large' for a screen of a few weighty choices (privacy), 'normal' inside a form. */
  size?: 'normal' | 'large';
}

/** A setting that is on or off: its name and meaning on the left, the switch on the right. */
export function SwitchRow({
  label,
  description,
  note,
  checked,
  onChange,
  disabled,
  children,
  className,
  size = 'normal',
}: SwitchRowProps) {
  const labelId = useId();
  const descriptionId = useId();
  const noteId = useId();
  return (
    <div className={cx('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <p id={labelId} className={cx('font-semibold text-ink', size === 'large' ? 'text-lg' : 'text-base')}>
          {label}
        </p>
        <p id={descriptionId} className={cx('text-ink-muted', size === 'large' ? 'mt-1' : 'text-sm')}>
          {description}
        </p>
        {note && (
          <p id={noteId} className="mt-2 text-sm text-ink">
            {note}
          </p>
        )}
        {children}
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        labelledBy={labelId}
        describedBy={note ? `${descriptionId} ${noteId}` : descriptionId}
        className="mt-1"
      />
    </div>
  );
}
