/** A labelled progress bar (0–100) with its percentage written out. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="h-4 flex-1 overflow-hidden rounded-full bg-raised"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <span aria-hidden="true" className="w-14 text-right text-lg font-bold text-ink">
        {value}%
      </span>
    </div>
  );
}
