import type { ChildPreferences } from '@/contract/child';

// What the kid profile form sends (P§3 create and update payload: name trimmed, age, avatar), with what
// ours adds: the interests as the parent wrote them, and the preferences the profile shows.
export interface ChildFields {
  name: string;
  age: number;
  avatar: string;
  interests: string;
  preferences: Omit<ChildPreferences, 'voicePreference'>;
}

/** The emoji a parent can choose from; the first is the contract's default avatar. */
export const AVATAR_CHOICES = [
  '🧒',
  '👧',
  '👦',
  '🦁',
  '🐻',
  '🦊',
  '🐼',
  '🐰',
  '🦄',
  '🐸',
  '🐧',
  '🚀',
] as const;

/** Ours: the story lengths a parent picks from for a child (minutes). */
export const PREFERRED_DURATION_CHOICES = [5, 10, 15, 20, 30] as const;
