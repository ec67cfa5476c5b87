import { useRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from '@/ui/class-names';
import { useHold } from './use-hold';

interface HoldButtonProps {
  /** The button's name, already translated. */
  label: string;
  onHold: () => void;
  /** A tap that did nothing (the player then says to hold). */
  onTapped: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A button of the child's player that acts only when a finger rests on it for HOLD_MS (a ring fills as
 * it is held), so that a stray touch in bed cannot move the story (ADR 033). A key press (Enter or
 * Space on the focused button) acts at once: reaching it with Tab is already deliberate.
 */
export function HoldButton({ label, onHold, onTapped, children, className }: HoldButtonProps) {
  const heldThisPress = useRef(false);
  const hold = useHold(() => {
    heldThisPress.current = true;
    onHold();
  });
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // detail 0: a click made by the keyboard, not by a pointer.
    if (event.detail === 0) onHold();
    else if (!heldThisPress.current) onTapped();
  };
  return (
    <button
      type="button"
      aria-label={label}
      onPointerDown={(event) => {
        heldThisPress.current = false;
        if (event.button === 0) hold.begin();
      }}
      onPointerUp={hold.cancel}
      onPointerLeave={hold.cancel}
      onPointerCancel={hold.cancel}
      onContextMenu={(event) => event.preventDefault()}
      onClick={onClick}
      className={cx(
        'relative inline-flex size-16 shrink-0 touch-none items-center justify-center rounded-full text-ink select-none hover:bg-raised [&_svg]:size-7',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'absolute inset-0 rounded-full bg-accent/30 ease-linear',
          hold.holding ? 'scale-100 transition-transform duration-[600ms]' : 'scale-0',
        )}
      />
      <span className="relative">{children}</span>
    </button>
  );
}
