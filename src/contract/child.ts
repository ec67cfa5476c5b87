import { z } from 'zod';
import {
  DEFAULT_AUTOPLAY_NEXT,
  DEFAULT_FAVORITE_THEMES,
  DEFAULT_PREFERRED_DURATION_MINUTES,
  KID_AGE,
  KID_INTERESTS_MAX_LENGTH,
  PAGE_SIZE,
} from './constants';
import { StoryTheme, VoicePreference } from './enums';

// Shapes of the kid profiles API (P§3, P§5, P§7), shared by the app and the server.

/** P§3: "a default emoji when missing". */
export const DEFAULT_CHILD_AVATAR = '🧒';
/** Ours: a kid's name is a first name or nickname, shorter than a parent's (100). */
export const CHILD_NAME_MAX_LENGTH = 50;
/** Ours: avatar is an emoji or an https URL, never longer than this. */
export const CHILD_AVATAR_MAX_LENGTH = 200;
/** Ours: preferred duration in minutes, and how many favourite themes a profile keeps. */
export const PREFERRED_DURATION_MINUTES = { min: 1, max: 60 } as const;
export const FAVORITE_THEMES_MAX = 10;

/** P§5: the one message for every age failure, on create and update. */
export const AGE_MESSAGE = 'Age must be between 3 and 12';
export const CHILD_NAME_MIN_MESSAGE = 'Name must be at least 2 characters';

/** P§3: the age group derived from age. */
export const ChildAgeGroup = z.enum(['3-5', '6-8', '9-12']);
export type ChildAgeGroup = z.infer<typeof ChildAgeGroup>;

/** P§3 derived age_group: ≤ 4 → '3-5', ≤ 8 → '6-8', otherwise '9-12'. */
export function ageGroupForAge(age: number): ChildAgeGroup {
  if (age <= 4) return '3-5';
  if (age <= 8) return '6-8';
  return '9-12';
}

export const ChildName = z
  .string()
  .trim()
  .min(2, CHILD_NAME_MIN_MESSAGE)
  .max(CHILD_NAME_MAX_LENGTH, 'Name must be 50 characters or fewer');

export const ChildAge = z
  .number(AGE_MESSAGE)
  .int(AGE_MESSAGE)
  .min(KID_AGE.min, AGE_MESSAGE)
  .max(KID_AGE.max, AGE_MESSAGE);

// An emoji sequence with at least one pictograph in it. Emoji_Component covers what joins and modifies
// them (ZWJ, VS16, keycap, skin tones, regional indicators, tags).
const EMOJI_SEQUENCE =
  /^(?=.*[\p{Extended_Pictographic}\p{Regional_Indicator}])[\p{Extended_Pictographic}\p{Emoji_Component}]{1,16}$/u;

/** True for a short emoji sequence or an https URL of at most 200 characters. */
export function isChildAvatar(value: string): boolean {
  if (value.length > CHILD_AVATAR_MAX_LENGTH) return false;
  if (EMOJI_SEQUENCE.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** An emoji or an https URL; '' (the form's "none") becomes the default emoji. */
export const ChildAvatar = z
  .string()
  .trim()
  .refine((value) => value === '' || isChildAvatar(value), 'Avatar must be an emoji or an https URL')
  .transform((value) => (value === '' ? DEFAULT_CHILD_AVATAR : value));

const preferenceFields = {
  favoriteThemes: z.array(StoryTheme).max(FAVORITE_THEMES_MAX),
  preferredDuration: z.number().int().min(PREFERRED_DURATION_MINUTES.min).max(PREFERRED_DURATION_MINUTES.max),
  soundEffectsEnabled: z.boolean(),
  autoplayNext: z.boolean(),
  voicePreference: VoicePreference.optional(),
};

/** P§3: a profile's preferences as stored and answered. */
export const ChildPreferences = z.object(preferenceFields);
export type ChildPreferences = z.infer<typeof ChildPreferences>;

/** P§3, P§9 defaults: themes adventure and animals, 10 minutes, sound effects on; autoplay on (S§9). */
export function defaultChildPreferences(): ChildPreferences {
  return {
    favoriteThemes: [...DEFAULT_FAVORITE_THEMES],
    preferredDuration: DEFAULT_PREFERRED_DURATION_MINUTES,
    soundEffectsEnabled: true,
    autoplayNext: DEFAULT_AUTOPLAY_NEXT,
  };
}

/** Any subset of the preferences; what is missing keeps its current (or default) value. */
export const ChildPreferencesPatch = z.object(preferenceFields).partial().strict();
export type ChildPreferencesPatch = z.infer<typeof ChildPreferencesPatch>;

/** Applies a patch over current preferences (or the defaults), dropping repeated themes. */
export function mergeChildPreferences(
  patch: ChildPreferencesPatch | undefined,
  current: ChildPreferences = defaultChildPreferences(),
): ChildPreferences {
  const merged: ChildPreferences = { ...current, ...patch };
  return { ...merged, favoriteThemes: [...new Set(merged.favoriteThemes)] };
}

/**
 * The child's interests as the parent wrote them (P§2 types them as comma-separated text; ours keeps
 * them, in any language, for the profile and the writer).
 */
export const ChildInterests = z
  .string()
  .trim()
  .max(KID_INTERESTS_MAX_LENGTH, `Interests must be ${KID_INTERESTS_MAX_LENGTH} characters or fewer`);

/** P§7 POST /children/parent/{parentId}: name, age, avatar, preferences — and interests (ours). */
export const CreateChildBody = z.object({
  name: ChildName,
  age: ChildAge,
  avatar: ChildAvatar.nullable().optional(),
  interests: ChildInterests.optional(),
  preferences: ChildPreferencesPatch.optional(),
});
export type CreateChildBody = z.input<typeof CreateChildBody>;

/** P§7 PATCH /children/{id}: name, age, avatar — and preferences and interests, as the form edits them. */
export const UpdateChildBody = z
  .object({
    name: ChildName.optional(),
    age: ChildAge.optional(),
    avatar: ChildAvatar.nullable().optional(),
    interests: ChildInterests.optional(),
    preferences: ChildPreferencesPatch.optional(),
  })
  .strict();
export type UpdateChildBody = z.input<typeof UpdateChildBody>;

/** P§3: a kid profile as answered. `age_group` keeps the spec's name. */
export const Child = z.object({
  id: z.uuid(),
  parentId: z.uuid(),
  name: z.string(),
  age: z.number().int(),
  avatar: z.string(),
  /** As the parent wrote them; '' when none. */
  interests: z.string(),
  age_group: ChildAgeGroup,
  preferences: ChildPreferences,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Child = z.infer<typeof Child>;

/** P§7, P§9: GET /children/parent/{parentId}?cursor&limit — page size 25. */
export const ChildListQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});

export const ChildPage = z.object({ items: z.array(Child), nextCursor: z.string().nullable() });
export type ChildPage = z.infer<typeof ChildPage>;
