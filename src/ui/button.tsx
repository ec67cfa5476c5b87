import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names';
import { Slot } from './slot';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors select-none ' +
  'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0';

const variants = {
  primary: 'bg-accent text-on-accent hover:bg-accent-hover',
  secondary: 'bg-raised text-ink border border-line-strong hover:bg-line',
  ghost: 'bg-transparent text-ink hover:bg-raised',
  destructive: 'bg-danger text-ink hover:bg-danger-hover',
} as const satisfies Record<ButtonVariant, string>;

// Every size keeps the 48 px minimum touch target.
const sizes = {
  md: 'min-h-12 px-5 text-base',
  lg: 'min-h-14 px-7 text-lg',
  icon: 'size-12 shrink-0',
} as const satisfies Record<ButtonSize, string>;

/** Classes for anything that should look like a button (used by `Button` and its `asChild` links). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cx(base, variants[variant], sizes[size]);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router `Link`) with the button's look instead of a `<button>`. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = cx(buttonClasses(variant, size), className);
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
