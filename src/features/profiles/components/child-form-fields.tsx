import { useTranslation } from 'react-i18next';
import { KID_AGE } from '@/contract/constants';
import { EmojiChoice } from '@/ui/emoji-choice';
import { TextField } from '@/ui/text-field';
import { AVATAR_CHOICES } from '../forms/child-fields';
import type { ChildFormState } from '../forms/use-child-form';

/** The choices, with a profile's own emoji first when it is not one of them (a URL is not offered). */
function avatarChoices(current: string): readonly string[] {
  const known = AVATAR_CHOICES.some((emoji) => emoji === current);
  return known || current.startsWith('https:') ? AVATAR_CHOICES : [current, ...AVATAR_CHOICES];
}

/** Avatar, name and age: the fields the form page and the settings sheet share. */
export function ChildFormFields({ form }: { form: ChildFormState }) {
  const { t } = useTranslation('profiles');
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
    </>
  );
}
