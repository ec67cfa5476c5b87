import { useId } from 'react';
import { cx } from './class-names';

interface EmojiChoiceProps {
  /** The group's visible legend, already translated. */
  legend: string;
  choices: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** A row of emoji to pick one from (native radio buttons: arrow keys move, Space selects). */
export function EmojiChoice({ legend, choices, value, onChange }: EmojiChoiceProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((emoji) => (
          <label
            key={emoji}
            className={cx(
              'flex size-12 cursor-pointer items-center justify-center rounded-full border-2 bg-raised text-2xl transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              emoji === value ? 'border-accent' : 'border-line-strong hover:bg-line',
            )}
          >
            <input
              type="radio"
              name={name}
              value={emoji}
              checked={emoji === value}
              onChange={() => onChange(emoji)}
              className="sr-only"
            />
            {emoji}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
