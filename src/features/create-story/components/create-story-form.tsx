import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';
import { Link } from 'react-router-dom';
import type { Child } from '@/contract/child';
import { toSupportedLanguage } from '@/lib/i18n/detect-language';
import { normaliseTheme, STORY_THEMES } from '@/contract/story-themes';
import { FALLBACK_LANGUAGE } from '@/contract/constants';
import { Button, buttonClasses } from '@/ui/button';
import { themeName } from '@/lib/i18n/theme-name';
import { KidAvatar } from '@/ui/kid-avatar';
import { TextField } from '@/ui/text-field';
import { ThemeIcon } from '@/ui/theme-icon';
import { useCreateStory, type CheckedField } from '../hooks/use-create-story';
import {
  CUSTOM_PROMPT_MAX,
  defaultFormValues,
  type SimilarStory,
  NARRATOR_VOICES,
  TITLE_MAX,
  validateStoryForm,
  type StoryFormErrors,
} from '../story-form';
import { buildCreateStoryBody, type StoryFormValues } from '../story-request';
import { AGE_GROUPS, formAgeGroupFromServer, isAgeGroup } from '@/contract/age-groups';
import { ChapterCountField } from './chapter-count-field';
import { ChoiceGrid, type Choice } from './choice-grid';
import { CustomPromptField } from './custom-prompt-field';
import { GenerationInProgressCard } from './generation-in-progress-card';
import { StoryPreviewCard } from './story-preview-card';

export type KidProfile = Pick<Child, 'id' | 'name' | 'age' | 'avatar'>;

interface CreateStoryFormProps {
  profiles: readonly KidProfile[];
  /** The active kid profile, else null (the first profile is then chosen). */
  activeProfileId: string | null;
  signedIn: boolean;
  /** Create Similar: the theme and age group of the story it came from. */
  similar?: SimilarStory;
}

function initialValues(
  profiles: readonly KidProfile[],
  activeProfileId: string | null,
  similar: SimilarStory | undefined,
): StoryFormValues {
  const child = profiles.find((profile) => profile.id === activeProfileId) ?? profiles[0];
  const values = defaultFormValues(child?.id ?? null);
  const ageGroup = formAgeGroupFromServer(similar?.ageGroup) ?? values.ageGroup;
  return { ...values, ageGroup, theme: similar?.theme ? normaliseTheme(similar.theme) : values.theme };
}

/** /create-story (S§2, S§5): what the parent chooses, a preview, and Generate Story. */
export function CreateStoryForm({ profiles, activeProfileId, signedIn, similar }: CreateStoryFormProps) {
  const { t, i18n } = useTranslation('create');
  // A story is written and narrated on the server: offline the form stays, its button waits (issue 12).
  const online = useOnline();
  const [values, setValues] = useState(() => initialValues(profiles, activeProfileId, similar));
  const [errors, setErrors] = useState<StoryFormErrors>({});
  // The server's kind refusal of a title or ideas (ADR 030), until that field is changed.
  const [refused, setRefused] = useState<Partial<Record<CheckedField, string>>>({});
  const { submit, isSubmitting, generatingStoryId } = useCreateStory(signedIn, (field, message) =>
    setRefused({ [field]: message }),
  );
  const required = t('form.required');
  const theme = normaliseTheme(values.theme);

  const update = (changes: Partial<StoryFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const updateChecked = (field: CheckedField, value: string) => {
    setRefused((current) => ({ ...current, [field]: undefined }));
    update({ [field]: value });
  };

  const chooseChild = (childId: string) => update({ childId });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateStoryForm(values);
    setErrors(found);
    setRefused({});
    if (Object.keys(found).length > 0) return;
    submit(
      buildCreateStoryBody(values, {
        language: toSupportedLanguage(i18n.resolvedLanguage) ?? FALLBACK_LANGUAGE,
        themeName: (name) => t(`request.themeInTitle.${name}`),
        texts: {
          defaultTitle: (themeName) => t('request.defaultTitle', { theme: themeName }),
          defaultDescription: (years) => {
            const [from = years, to = years] = years.split('-');
            return t('request.defaultDescription', { years, from, to });
          },
        },
      }),
    );
  };

  const childChoices: Choice<string>[] = profiles.map((profile) => ({
    value: profile.id,
    label: profile.name,
    picture: <KidAvatar avatar={profile.avatar} size={32} />,
  }));
  const ageChoices = AGE_GROUPS.map((group) => ({
    value: group,
    label: t(`ageGroups.${group}.name`),
    description: t(`ageGroups.${group}.description`),
  }));
  const themeChoices = STORY_THEMES.map((name) => ({
    value: name,
    label: themeName(name),
    picture: <ThemeIcon theme={name} className="size-7" />,
  }));
  const voiceChoices = NARRATOR_VOICES.map((voice) => ({
    value: voice,
    label: t(`voices.${voice}.name`),
    description: t(`voices.${voice}.description`),
  }));
  const errorText = (key: keyof StoryFormErrors) => {
    const error = errors[key];
    if (error) return t(`validation.${error}`);
    return key === 'title' || key === 'customPrompt' ? refused[key] : undefined;
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-2 flex flex-col gap-6">
      {generatingStoryId && <GenerationInProgressCard storyId={generatingStoryId} />}
      <p className="text-sm text-ink-muted">{t('form.requiredNote')}</p>
      {childChoices.length > 0 && (
        <ChoiceGrid
          legend={t('form.child')}
          choices={childChoices}
          value={values.childId ?? ''}
          onChange={chooseChild}
          columns="grid-cols-2 sm:grid-cols-3"
        />
      )}
      <ChapterCountField value={values.chapterCount} onChange={(chapterCount) => update({ chapterCount })} />
      <ChoiceGrid
        legend={t('form.ageGroup')}
        required
        requiredLabel={required}
        choices={ageChoices}
        value={values.ageGroup}
        onChange={(ageGroup) => update({ ageGroup })}
        error={errorText('ageGroup')}
      />
      <ChoiceGrid
        legend={t('form.theme')}
        required
        requiredLabel={required}
        choices={themeChoices}
        value={values.theme}
        onChange={(name) => update({ theme: name })}
        error={errorText('theme')}
        columns="grid-cols-2 sm:grid-cols-5"
        layout="stacked"
      />
      <ChoiceGrid
        legend={t('form.voice')}
        required
        requiredLabel={required}
        choices={voiceChoices}
        value={values.voiceType}
        onChange={(voiceType) => update({ voiceType })}
      />
      <TextField
        label={t('form.title')}
        hint={t('form.titleHint')}
        autoComplete="off"
        maxLength={TITLE_MAX}
        value={values.title}
        onChange={(event) => updateChecked('title', event.target.value)}
        error={errorText('title')}
      />
      <CustomPromptField
        value={values.customPrompt}
        max={CUSTOM_PROMPT_MAX}
        onChange={(customPrompt) => updateChecked('customPrompt', customPrompt)}
        error={errorText('customPrompt')}
      />
      <StoryPreviewCard
        ageGroup={isAgeGroup(values.ageGroup) ? values.ageGroup : null}
        theme={theme}
        chapterCount={values.chapterCount}
      />
      {!online && <p className="text-center text-ink-muted">{t('form.needsNetwork')}</p>}
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" size="lg" disabled={isSubmitting || !online} className="sm:flex-1">
          {isSubmitting ? t('form.submitting') : t('form.generate')}
        </Button>
        <Link to="/" className={buttonClasses('secondary', 'lg')}>
          {t('form.cancel')}
        </Link>
      </div>
    </form>
  );
}
