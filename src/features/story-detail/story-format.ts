import type { Story } from '@/contract/story';

// The story detail's status mapping (S§3), pure. The display rules other screens share are in
// features/stories/story-format.ts.

/**
 * S§3 detail mapping: published → READY, generating → GENERATING, anything else → FAILED — except a
 * story the parent archived themself (archived with no failure reason, ADR 019), which is ARCHIVED.
 */
export type DetailStatus = 'READY' | 'GENERATING' | 'FAILED' | 'ARCHIVED';

export function detailStatus(story: Pick<Story, 'status' | 'failureReason'>): DetailStatus {
  if (story.status === 'published') return 'READY';
  if (story.status === 'generating') return 'GENERATING';
  if (story.status === 'archived' && story.failureReason === null) return 'ARCHIVED';
  return 'FAILED';
}
