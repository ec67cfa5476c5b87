import { CHAPTER_COUNT } from '@/contract/constants';
import type { NarratorVoice } from '@/contract/enums';
import { isAgeGroup } from '@/contract/age-groups';
import type { StoryFormValues } from './story-request';

// The create form's defaults, choices and checks (S§3, S§5).

/** S§5: at most 500 characters of the parent's own ideas (the server's limit too). */
export const CUSTOM_PROMPT_MAX = 500;
/** The server's title limit (CreateStoryBody). */
export const TITLE_MAX = 100;

/** S§3: the narrator voices, in the order the form offers them. */
export const NARRATOR_VOICES = [
  'WARM_FEMALE',
  'FRIENDLY_MALE',
  'ENERGETIC_CHILD',
  'SOOTHING_NARRATOR',
] as const satisfies readonly NarratorVoice[];

/** S§5 defaults; the child is the active profile, else the first (P§4). */
export function defaultFormValues(childId: string | null): StoryFormValues {
  return {
    childId,
    ageGroup: 'PRESCHOOL_4_6',
    theme: 'adventure',
    title: '',
    customPrompt: '',
    chapterCount: CHAPTER_COUNT.default,
    voiceType: 'WARM_FEMALE',
  };
}

export interface SimilarStory {
  theme?: string;
  ageGroup?: string;
}

export type StoryFormErrorKey = 'ageGroupRequired' | 'themeRequired' | 'titleTooLong' | 'customPromptTooLong';

export type StoryFormErrors = Partial<
  Record<'ageGroup' | 'theme' | 'title' | 'customPrompt', StoryFormErrorKey>
>;

/** S§5 checks; the keys name texts in the `create` namespace's `validation` group. */
export function validateStoryForm(values: StoryFormValues): StoryFormErrors {
  const errors: StoryFormErrors = {};
  if (!isAgeGroup(values.ageGroup)) errors.ageGroup = 'ageGroupRequired';
  if (values.theme.trim() === '') errors.theme = 'themeRequired';
  if (values.title.trim().length > TITLE_MAX) errors.title = 'titleTooLong';
  if (values.customPrompt.trim().length > CUSTOM_PROMPT_MAX) errors.customPrompt = 'customPromptTooLong';
  return errors;
}
