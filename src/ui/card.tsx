import type { HTMLAttributes } from 'react';
import { cx } from './class-names';

/** A rounded surface that groups related content. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cx('rounded-card border border-line bg-surface p-5 sm:p-6', className)} {...props} />
  );
}
