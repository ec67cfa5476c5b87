import { cx } from './class-names';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The id of the element that names the switch. */
  labelledBy: string;
  describedBy?: string;
  className?: string;
}

/**
 * An on/off switch (role="switch"). Off: the knob sits on the left of a dark track; on: it slides to the
 * right inside an accent track, with a check drawn in it — so the state reads from its position and its
 * colour, never from colour alone (WCAG 1.4.1).
 */
export function Switch({
  checked,
  onChange,
  disabled = false,
  labelledBy,
  describedBy,
  className,
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      data-state={checked ? 'on' : 'off'}
      onClick={() => onChange(!checked)}
      className={cx(
        // The ::before widens the touch target to 48 px without changing the look.
        "relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 p-0.5 transition-colors before:absolute before:-inset-x-1 before:-inset-y-2.5 before:content-[''] disabled:cursor-not-allowed disabled:opacity-50",
        checked ? 'justify-end border-accent bg-accent' : 'justify-start border-line-strong bg-raised',
        className,
      )}
    >
      <span
        aria-hidden="true"
        data-knob
        className={cx(
          'flex size-6 items-center justify-center rounded-full shadow transition-colors',
          checked ? 'bg-on-accent text-accent' : 'bg-ink-muted',
        )}
      >
        {checked && (
          <svg viewBox="0 0 12 12" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M2.5 6.5 5 9l4.5-5.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </span>
    </button>
  );
}
