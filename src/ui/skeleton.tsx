import { cx } from './class-names';

/** A pulsing stand-in for content that is loading; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-2xl bg-raised', className)} />;
}
