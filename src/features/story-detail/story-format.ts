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
