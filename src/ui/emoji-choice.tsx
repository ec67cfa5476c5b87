import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import { KidAvatar, avatarName } from './kid-avatar';

interface EmojiChoiceProps {
  /** The group's visible legend, already translated. */
  legend: string;
  /** Avatar values as stored in a profile (emoji). */
  choices: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** Each choice's accessible name, already translated; by default the avatar's own name. */
  labelOf?: (choice: string) => string;
}

/**
 * A row of avatars to pick one from, each drawn (an emoji font is not on every device) and named for
 * screen readers, and on hover (native radio buttons: arrow keys move, Space selects). The avatars'
 * names live with the profiles' texts; the picker reads them itself, so every form using it gets them.
 */
export function EmojiChoice({ legend, choices, value, onChange, labelOf }: EmojiChoiceProps) {
  const name = useId();
  const { t } = useTranslation('profiles');
  const label = labelOf ?? ((choice: string) => t(`avatars.${avatarName(choice) ?? 'current'}`));
  return (
    <fieldset>
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice}
            title={label(choice)}
            className={cx(
              'flex size-14 cursor-pointer items-center justify-center rounded-full border-2 bg-raised transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              choice === value ? 'border-accent' : 'border-line-strong hover:bg-line',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={choice === value}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            <KidAvatar avatar={choice} size={44} />
            <span className="sr-only">{label(choice)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
