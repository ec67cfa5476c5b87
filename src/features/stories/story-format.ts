import { ageBandOfServerGroup } from '@/contract/age-groups';
import { LIBRARY_PREVIEW_CHARS } from '@/contract/constants';
import { isUnsafeStoryReason } from '@/contract/story-failure';

// How a story's facts read on every screen (S§2, S§9), pure.

/** S§9: a story's length as whole minutes, or hours and minutes from one hour on ('Xh Ym'). */
export function storyDurationParts(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.round(Math.max(0, seconds) / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** S§9: a chapter's length as m:ss. */
export function formatChapterDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/**
 * The translation key for a failure reason the server is known to give (S§2 cancel, the safety check,
 * a generation error with its details), or null: another reason is shown as the server wrote it.
 */
export function failureReasonKey(reason: string): 'cancelled' | 'unsafe' | 'failed' | null {
  if (reason === 'Story generation cancelled by user') return 'cancelled';
  if (isUnsafeStoryReason(reason)) return 'unsafe';
  if (reason.startsWith('Story generation failed')) return 'failed';
  return null;
}

/**
 * A story's age group as the two ends of the band the parent chose, for "Ages 4-6" / "De 4 a 6 años"
 * (the server stores '4-8' for the form's 4-6 years, S§5); another range as it is; null otherwise.
 */
export function ageRange(ageGroup: string): { from: string; to: string } | null {
  const match = /^(\d+)\s*-\s*(\d+)$/.exec(ageBandOfServerGroup(ageGroup) ?? ageGroup);
  return match ? { from: match[1]!, to: match[2]! } : null;
}

/**
 * S§2, S§9: a card shows the first 80 characters of the description followed by an ellipsis. Ours: a
 * description short enough to show whole gets no ellipsis (nothing was left out).
 */
export function descriptionPreview(description: string): string {
  const text = description.trim();
  if (text.length <= LIBRARY_PREVIEW_CHARS) return text;
  return `${text.slice(0, LIBRARY_PREVIEW_CHARS).trimEnd()}…`;
}
