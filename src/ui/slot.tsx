import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from './class-names';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode };

/**
 * Renders its only child with the slot's props merged in: class names joined, event handlers both run
 * (the child's first), any other prop of the child's own wins. A few lines rather than Radix's Slot,
 * which would put ~1 KB gzip into the first load for `Button asChild` alone.
 */
export function Slot({ children, className, ...slotProps }: SlotProps) {
  if (!isValidElement<HTMLAttributes<HTMLElement>>(children)) return null;
  const childProps = children.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue: unknown = Reflect.get(childProps, name);
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    }
  }
  merged['className'] = cx(className, childProps.className);
  return cloneElement(children, merged);
}
