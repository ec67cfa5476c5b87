import type { ReactNode } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cx } from './class-names';

// Radix tabs with our look: arrow keys move between tabs, the active one is announced. Text arrives
// already translated.

interface TabsProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: ReadonlyArray<{ value: string; label: ReactNode }>;
  children: ReactNode;
  className?: string;
}

export function Tabs({ value, onValueChange, label, tabs, children, className }: TabsProps) {
  return (
    <TabsPrimitive.Root value={value} onValueChange={onValueChange} className={className}>
      <TabsPrimitive.List
        aria-label={label}
        className={cx(
          'grid gap-1 border border-line bg-surface p-1',
          // Four tabs go two by two on a phone (they do not fit one row); three or fewer always fit one.
          tabs.length > 3
            ? 'grid-cols-2 rounded-3xl sm:auto-cols-fr sm:grid-flow-col sm:grid-cols-none sm:rounded-full'
            : 'auto-cols-fr grid-flow-col rounded-full',
        )}
      >
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            className={cx(
              'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full px-4 font-semibold whitespace-nowrap transition-colors',
              'text-ink-muted hover:text-ink data-[state=active]:bg-accent data-[state=active]:text-on-accent',
            )}
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {children}
    </TabsPrimitive.Root>
  );
}

/** One tab's content, shown while its tab is chosen. */
export function TabPanel({
  value,
  children,
  className,
  keepMounted = false,
}: {
  value: string;
  children: ReactNode;
  className?: string;
  /** Keep the content (a half-written form) while another tab is shown, hidden. */
  keepMounted?: boolean;
}) {
  return (
    <TabsPrimitive.Content
      value={value}
      forceMount={keepMounted || undefined}
      className={cx('mt-4 focus-visible:outline-offset-4 data-[state=inactive]:hidden', className)}
    >
      {children}
    </TabsPrimitive.Content>
  );
}
