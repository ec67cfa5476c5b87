import { cx } from './class-names';

interface MeterProps {
  /** Names the bar for assistive technology, already translated. */
  label: string;
  /** 0 to 100. */
  percent: number;
  /** What a screen reader says instead of the bare percentage ('3:10 of 5:00'). */
  valueText?: string;
  className?: string;
}

/** A thin, labelled progress bar (listening progress, chapters narrated). */
export function Meter({ label, percent, valueText, className }: MeterProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText ?? `${value}%`}
      className={cx('h-1.5 overflow-hidden rounded-full bg-raised', className)}
    >
      <div className="h-full rounded-full bg-accent" style={{ width: `${value}%` }} />
    </div>
  );
}
