import { LoaderCircle } from 'lucide-react';
import { cx } from './class-names';

interface SpinnerProps {
  /** Already-translated text for screen readers, e.g. "Loading…". */
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role="status" className={cx('inline-flex items-center text-accent', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
