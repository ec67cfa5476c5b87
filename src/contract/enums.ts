import { z } from 'zod';
import { AGE_GROUPS } from './age-groups';
import { CATEGORY_NAMES, STORY_THEMES } from './story-themes';

// Value lists of the spec, one definition for app, service worker and server.

/** S§3: story themes. */
export const StoryTheme = z.enum(STORY_THEMES);
export type StoryTheme = z.infer<typeof StoryTheme>;

/** S§2: category names in the text resources (categories screen); not all are story themes. */
export const CategoryName = z.enum(CATEGORY_NAMES);
export type CategoryName = z.infer<typeof CategoryName>;

/** S§3: age groups of the story form (2-4, 4-6, 6-8, 8-12 years). */
export const AgeGroup = z.enum(AGE_GROUPS);
export type AgeGroup = z.infer<typeof AgeGroup>;

/** S§3: narrator voices of the story form. */
export const NarratorVoice = z.enum(['WARM_FEMALE', 'FRIENDLY_MALE', 'ENERGETIC_CHILD', 'SOOTHING_NARRATOR']);
export type NarratorVoice = z.infer<typeof NarratorVoice>;

/** P§3, S§3: a kid profile's preferred voice. */
export const VoicePreference = z.enum([
  'child-female',
  'child-male',
  'adult-female',
  'adult-male',
  'narrator',
]);
export type VoicePreference = z.infer<typeof VoicePreference>;

/** S§3: story status on the server. */
export const StoryStatus = z.enum(['published', 'generating', 'draft', 'archived']);
export type StoryStatus = z.infer<typeof StoryStatus>;

/** S§3, S§4: a story's audio status as the client derives it. */
export const AudioStatus = z.enum(['pending', 'processing', 'completed', 'failed']);
export type AudioStatus = z.infer<typeof AudioStatus>;

/** S§3: detail display status (published → READY, generating → GENERATING, else FAILED). */
export const StoryDisplayStatus = z.enum(['READY', 'GENERATING', 'FAILED']);
export type StoryDisplayStatus = z.infer<typeof StoryDisplayStatus>;

/** S§3: chapter status (anything unknown counts as pending). */
export const ChapterStatus = z.enum(['ready', 'generating-audio', 'error', 'pending']);
export type ChapterStatus = z.infer<typeof ChapterStatus>;

/** P§3: remote consent entry types. */
export const ConsentType = z.enum(['analytics', 'personalization', 'marketing', 'data-collection']);
export type ConsentType = z.infer<typeof ConsentType>;

/** S§3: subscription plans and statuses. */
export const SubscriptionPlan = z.enum(['weekly', 'monthly']);
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;
export const SubscriptionStatus = z.enum(['active', 'cancelled']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** P§1: where the app runs. */
export const AppEnvironment = z.enum(['capacitor', 'pwa', 'mobile-webview', 'web', 'unknown']);
export type AppEnvironment = z.infer<typeof AppEnvironment>;
