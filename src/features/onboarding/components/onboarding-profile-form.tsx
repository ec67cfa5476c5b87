import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ONBOARDING_KID_AGE } from '@/contract/constants';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmojiChoice } from '@/ui/emoji-choice';
import { TextField } from '@/ui/text-field';
import { notify } from '@/ui/toast';
import { ageBand, onboardingAge } from '../age-band';

const AVATARS = ['🧒', '👧', '👦', '🦁', '🐻', '🦊', '🐼', '🦄'] as const;

/**
 * /onboarding/create-profile (P§2): avatar, name and age with the story age band as a hint. As the spec
 * says, it makes no call: it only confirms with a toast and goes home.
 */
export function OnboardingProfileForm() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [avatar, setAvatar] = useState<string>(AVATARS[0]);
  const [name, setName] = useState('');
  const [ageText, setAgeText] = useState('');
  const [errors, setErrors] = useState<{ name?: string; age?: string }>({});
  const age = onboardingAge(ageText);
  const ageMessage = t('createProfile.invalidAgeBody', ONBOARDING_KID_AGE);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    setErrors({
      name: trimmed ? undefined : t('createProfile.nameRequiredBody'),
      age: age === undefined ? ageMessage : undefined,
    });
    if (!trimmed) {
      notify.error(t('createProfile.nameRequired'), { description: t('createProfile.nameRequiredBody') });
      return;
    }
    if (age === undefined) {
      notify.error(t('createProfile.invalidAge'), { description: ageMessage });
      return;
    }
    notify.success(t('createProfile.created'), {
      description: t('createProfile.createdBody', { name: trimmed }),
    });
    navigate('/');
  };

  return (
    <Card className="mt-4">
      <p className="text-ink-muted">{t('createProfile.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-5">
        <EmojiChoice
          legend={t('createProfile.avatar')}
          choices={AVATARS}
          value={avatar}
          onChange={setAvatar}
        />
        <TextField
          label={t('createProfile.name')}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <TextField
          label={t('createProfile.age')}
          inputMode="numeric"
          value={ageText}
          onChange={(event) => setAgeText(event.target.value)}
          hint={age === undefined ? undefined : t('createProfile.ageBand', { band: ageBand(age) })}
          error={errors.age}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
          <Link to="/" className={buttonClasses('ghost')}>
            {t('skip')}
          </Link>
          <Button type="submit" size="lg">
            {t('createProfile.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
