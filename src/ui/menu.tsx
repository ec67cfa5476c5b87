import type { ReactNode } from 'react';
import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { buttonClasses } from './button';
import { cx } from './class-names';

// Radix's dropdown menu with our look: arrow keys move between items, Escape closes, focus returns to
// the button. Text arrives already translated.

export interface MenuItem {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  /** A line under the label (why an item is disabled). */
  detail?: string;
}

interface MenuProps {
  /** Names the button that opens the menu ("More for “The Moon Fox”"). */
  label: string;
  items: readonly MenuItem[];
  className?: string;
  /** What the button shows instead of ⋮ (an icon and a word), as a secondary button. */
  trigger?: ReactNode;
  disabled?: boolean;
}

/** A "more" button (⋮), or one with its own words, and the short list of actions it opens. */
export function Menu({ label, items, className, trigger, disabled }: MenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={label}
        disabled={disabled}
        className={cx(trigger ? buttonClasses('secondary') : buttonClasses('ghost', 'icon'), className)}
      >
        {trigger ?? <EllipsisVertical aria-hidden="true" />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-56 rounded-2xl border border-line-strong bg-surface p-1 text-ink shadow-2xl"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              disabled={item.disabled}
              onSelect={item.onSelect}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 font-semibold outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-raised [&_svg]:size-5 [&_svg]:shrink-0"
            >
              {item.icon}
              <span className="flex flex-col">
                {item.label}
                {item.detail && <span className="text-sm font-normal text-ink-muted">{item.detail}</span>}
              </span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
