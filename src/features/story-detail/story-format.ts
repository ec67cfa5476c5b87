import type { Story } from '@/contract/story';

// The story detail's status mapping (S§3), pure. The display rules other screens share are in
// features/stories/story-format.ts.

/** S§3 detail mapping: published → READY, generating → GENERATING, anything else → FAILED. */
export type DetailStatus = 'READY' | 'GENERATING' | 'FAILED';

export function detailStatus(status: Story['status']): DetailStatus {
  if (status === 'published') return 'READY';
  if (status === 'generating') return 'GENERATING';
  return 'FAILED';
}
