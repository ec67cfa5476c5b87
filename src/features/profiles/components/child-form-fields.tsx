import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KID_AGE, KID_INTERESTS_MAX_LENGTH } from '@/contract/constants';
import { STORY_THEMES, type StoryThemeName } from '@/contract/story-themes';
import { themeName } from '@/lib/i18n/theme-name';
import { cx } from '@/ui/class-names';
import { EmojiChoice } from '@/ui/emoji-choice';
import { SwitchRow } from '@/ui/switch-row';
import { TextField } from '@/ui/text-field';
import { AVATAR_CHOICES, PREFERRED_DURATION_CHOICES } from '../forms/child-fields';
import type { ChildFormState } from '../forms/use-child-form';

/** The choices, with a profile's own emoji first when it is not one of them (a URL is not offered). */
function avatarChoices(current: string): readonly string[] {
  const known = AVATAR_CHOICES.some((emoji) => emoji === current);
  return known || current.startsWith('https:') ? AVATAR_CHOICES : [current, ...AVATAR_CHOICES];
}

const chip =
  'inline-flex min-h-12 items-center justify-center rounded-full border-2 px-4 text-base font-semibold whitespace-nowrap transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus';
const chipState = (on: boolean) =>
  on ? 'border-accent bg-accent text-on-accent' : 'border-line-strong bg-raised text-ink hover:bg-line';

/** Every field of a kid profile: who the child is, what they like, and how they listen. */
export function ChildFormFields({ form }: { form: ChildFormState }) {
  const { t } = useTranslation('profiles');
  const { preferences, setPreferences } = form;
  const toggleTheme = (theme: StoryThemeName) => {
    const chosen = preferences.favoriteThemes.includes(theme);
    setPreferences({
      favoriteThemes: chosen
        ? preferences.favoriteThemes.filter((one) => one !== theme)
        : [...preferences.favoriteThemes, theme],
    });
  };
  const durations: readonly number[] = PREFERRED_DURATION_CHOICES.some(
    (minutes) => minutes === preferences.preferredDuration,
  )
    ? PREFERRED_DURATION_CHOICES
    : [...PREFERRED_DURATION_CHOICES, preferences.preferredDuration].sort((a, b) => a - b);
  const durationName = useId();

  return (
    <>
      <EmojiChoice
        legend={t('form.avatar')}
        choices={avatarChoices(form.avatar)}
        value={form.avatar}
        onChange={form.setAvatar}
      />
      <TextField
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        autoComplete="off"
        value={form.name}
        onChange={(event) => form.setName(event.target.value)}
        error={form.errors.name}
      />
      <TextField
        label={t('form.age')}
        hint={t('form.ageHint', KID_AGE)}
        inputMode="numeric"
        value={form.age}
        onChange={(event) => form.setAge(event.target.value)}
        error={form.errors.age}
      />
      <TextField
        label={t('form.interests')}
        hint={t('form.interestsHint')}
        autoComplete="off"
        maxLength={KID_INTERESTS_MAX_LENGTH}
        value={form.interests}
        onChange={(event) => form.setInterests(event.target.value)}
      />
      <fieldset>
        <legend className="text-base font-semibold text-ink">{t('form.favoriteThemes')}</legend>
        <p className="mt-1 text-sm text-ink-muted">{t('form.favoriteThemesHint')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {STORY_THEMES.map((theme) => {
            const on = preferences.favoriteThemes.includes(theme);
            return (
              <label key={theme} className={cx(chip, chipState(on), 'cursor-pointer')}>
                <input type="checkbox" className="sr-only" checked={on} onChange={() => toggleTheme(theme)} />
                {themeName(theme)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-base font-semibold text-ink">{t('form.preferredDuration')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {durations.map((minutes) => (
            <label
              key={minutes}
              className={cx(chip, chipState(minutes === preferences.preferredDuration), 'cursor-pointer')}
            >
              <input
                type="radio"
                name={durationName}
                className="sr-only"
                checked={minutes === preferences.preferredDuration}
                onChange={() => setPreferences({ preferredDuration: minutes })}
              />
              {t('form.minutes', { count: minutes })}
            </label>
          ))}
        </div>
      </fieldset>
      <SwitchRow
        label={t('form.autoplayNext')}
        description={t('form.autoplayNextHint')}
        checked={preferences.autoplayNext}
        onChange={(autoplayNext) => setPreferences({ autoplayNext })}
      />
      <SwitchRow
        label={t('form.soundEffects')}
        description={t('form.soundEffectsHint')}
        checked={preferences.soundEffectsEnabled}
        onChange={(soundEffectsEnabled) => setPreferences({ soundEffectsEnabled })}
      />
    </>
  );
}
