import { ONBOARDING_KID_AGE } from '@/contract/constants';

// P§2: the onboarding form's hint of the story age band — 4 or less gives 2-4, 7 or less 5-7, else 8-12.

export type AgeBand = '2-4' | '5-7' | '8-12';

export function ageBand(age: number): AgeBand {
  if (age <= 4) return '2-4';
  if (age <= 7) return '5-7';
  return '8-12';
}

/** The onboarding age (P§5: a whole number from 1 to 12), or undefined. */
export function onboardingAge(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const age = Number(trimmed);
  return age >= ONBOARDING_KID_AGE.min && age <= ONBOARDING_KID_AGE.max ? age : undefined;
}
