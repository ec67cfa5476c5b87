import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/child';
import { KID_AGE } from '@/contract/constants';
import { notify } from '@/ui/toast';
import { AVATAR_CHOICES, type ChildFields } from './child-fields';
import { parseAge, validateChildForm, type ChildFormProblems } from './child-validation';

export interface ChildFormState {
  name: string;
  age: string;
  avatar: string;
  setName: (name: string) => void;
  setAge: (age: string) => void;
  setAvatar: (avatar: string) => void;
  /** The field messages, already translated. */
  errors: { name?: string; age?: string };
  /** Checks the fields (P§5); on failure shows the spec's toast and the field messages. */
  validate: () => ChildFields | undefined;
}

/** The name / age / avatar part of the kid profile form and the settings sheet. */
export function useChildForm(child?: Child): ChildFormState {
  const { t } = useTranslation('profiles');
  const [name, setName] = useState(child?.name ?? '');
  const [age, setAge] = useState(child ? String(child.age) : '');
  const [avatar, setAvatar] = useState<string>(child?.avatar ?? AVATAR_CHOICES[0]);
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
    return { name: name.trim(), age: parsedAge, avatar };
  };

  return { name, age, avatar, setName, setAge, setAvatar, errors, validate };
}
