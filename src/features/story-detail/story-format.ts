import type { Story } from '@/contract/story';

// The story detail's display mappings (S§3, S§9), pure.

/** S§3 detail mapping: published → READY, generating → GENERATING, anything else → FAILED. */
export type DetailStatus = 'READY' | 'GENERATING' | 'FAILED';

export function detailStatus(status: Story['status']): DetailStatus {
  if (status === 'published') return 'READY';
  if (status === 'generating') return 'GENERATING';
  return 'FAILED';
}

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
  if (reason === 'The written story did not pass the safety check') return 'unsafe';
  if (reason.startsWith('Story generation failed')) return 'failed';
  return null;
}

/** An age group such as '4-8' as its two ends, for "Ages 4-8" / "De 4 a 8 años"; null otherwise. */
export function ageRange(ageGroup: string): { from: string; to: string } | null {
  const match = /^(\d+)\s*-\s*(\d+)$/.exec(ageGroup);
  return match ? { from: match[1]!, to: match[2]! } : null;
}
