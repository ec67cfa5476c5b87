import { api } from '@/lib/api/api-client';

/**
 * POST /stories/warm-up: the create screen is open, so the server readies its narrator (ADR 040) and
 * the story asked in a moment starts at full speed. 204; nothing to wait for, nothing to show.
 */
export function warmUpNarrator(): Promise<void> {
  return api.post<void>('/stories/warm-up');
}
