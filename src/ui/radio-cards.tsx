import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';

// Radix radio group drawn as large cards (language, download quality): arrow keys move the choice,
// each card at least 56 px high. Text arrives already translated.

export interface RadioCardOption {
  value: string;
  /** The option's name (what a screen reader says). */
  label: ReactNode;
  /** A line under the name saying what the option means. */
  detail?: ReactNode;
  /** The language the label is written in, when it is not the page's. */
  lang?: string;
}

interface RadioCardsProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The id of the heading that names the group, and of the text that describes it. */
  labelledBy: string;
  describedBy?: string;
  options: readonly RadioCardOption[];
}

export function RadioCards({ value, onValueChange, labelledBy, describedBy, options }: RadioCardsProps) {
  const id = useId();
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={onValueChange}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="grid gap-3 sm:grid-cols-2"
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          lang={option.lang}
          aria-labelledby={`${id}-${option.value}`}
          aria-describedby={option.detail ? `${id}-${option.value}-detail` : undefined}
          className="flex min-h-14 items-center justify-between gap-3 rounded-2xl border-2 border-line-strong bg-raised px-5 py-3 text-left text-ink transition-colors hover:bg-line data-[state=checked]:border-accent"
        >
          <span className="flex flex-col">
            <span id={`${id}-${option.value}`} className="text-lg font-semibold">
              {option.label}
            </span>
            {option.detail && (
              <span id={`${id}-${option.value}-detail`} className="text-sm text-ink-muted">
                {option.detail}
              </span>
            )}
          </span>
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full border-2 border-line-strong">
            <RadioGroup.Indicator className="flex size-full items-center justify-center rounded-full bg-accent text-on-accent">
              <Check aria-hidden="true" className="size-4" strokeWidth={3} />
            </RadioGroup.Indicator>
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
