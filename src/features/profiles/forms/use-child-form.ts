import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/child';
import {
  DEFAULT_AUTOPLAY_NEXT,
  DEFAULT_FAVORITE_THEMES,
  DEFAULT_PREFERRED_DURATION_MINUTES,
  KID_AGE,
  KID_INTERESTS_MAX_LENGTH,
} from '@/contract/constants';
import type { StoryThemeName } from '@/contract/story-themes';
import { notify } from '@/ui/toast';
import { AVATAR_CHOICES, type ChildFields } from './child-fields';
import { parseAge, validateChildForm, type ChildFormProblems } from './child-validation';

export type ChildPreferenceFields = ChildFields['preferences'];

export interface ChildFormState {
  name: string;
  age: string;
  avatar: string;
  interests: string;
  preferences: ChildPreferenceFields;
  setName: (name: string) => void;
  setAge: (age: string) => void;
  setAvatar: (avatar: string) => void;
  setInterests: (interests: string) => void;
  setPreferences: (change: Partial<ChildPreferenceFields>) => void;
  /** The field messages, already translated. */
  errors: { name?: string; age?: string };
  /** Checks the fields (P§5); on failure shows the spec's toast and the field messages. */
  validate: () => ChildFields | undefined;
}

const defaultPreferences = (): ChildPreferenceFields => ({
  favoriteThemes: [...DEFAULT_FAVORITE_THEMES] as StoryThemeName[],
  preferredDuration: DEFAULT_PREFERRED_DURATION_MINUTES,
  soundEffectsEnabled: true,
  autoplayNext: DEFAULT_AUTOPLAY_NEXT,
});

/** The kid profile form's state, for every place that creates or edits a profile. */
export function useChildForm(child?: Child): ChildFormState {
  const { t } = useTranslation('profiles');
  const [name, setName] = useState(child?.name ?? '');
  const [age, setAge] = useState(child ? String(child.age) : '');
  const [avatar, setAvatar] = useState<string>(child?.avatar ?? AVATAR_CHOICES[0]);
  const [interests, setInterests] = useState(child?.interests ?? '');
  const [preferences, setAllPreferences] = useState<ChildPreferenceFields>(() => {
    if (!child) return defaultPreferences();
    const { favoriteThemes, preferredDuration, soundEffectsEnabled, autoplayNext } = child.preferences;
    return { favoriteThemes, preferredDuration, soundEffectsEnabled, autoplayNext };
  });
  const [problems, setProblems] = useState<ChildFormProblems>({});

  const ageMessage = t('validation.invalidAge', KID_AGE);
  const nameMessages = {
    nameRequired: t('validation.nameRequired'),
    nameTooShort: t('validation.nameTooShort'),
  } as const;
  const errors = {
    name: problems.name && nameMessages[problems.name],
    age: problems.age && ageMessage,
  };

  const validate = (): ChildFields | undefined => {
    const found = validateChildForm({ name, age });
    setProblems(found);
    if (found.name === 'nameRequired') {
      notify.error(t('validation.nameRequiredTitle'), { description: t('validation.nameRequired') });
    } else if (found.name === 'nameTooShort') {
      notify.error(t('validation.nameTooShort'));
    } else if (found.age) {
      notify.error(t('validation.invalidAgeTitle'), { description: ageMessage });
    }
    const parsedAge = parseAge(age);
    if (found.name || found.age || parsedAge === undefined) return undefined;
    return {
      name: name.trim(),
      age: parsedAge,
      avatar,
      interests: interests.trim().slice(0, KID_INTERESTS_MAX_LENGTH),
      preferences,
    };
  };

  return {
    name,
    age,
    avatar,
    interests,
    preferences,
    setName,
    setAge,
    setAvatar,
    setInterests,
    setPreferences: (change) => setAllPreferences((current) => ({ ...current, ...change })),
    errors,
    validate,
  };
}
