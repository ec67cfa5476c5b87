import {
  COMPLETION_THRESHOLD_S,
  DEFAULT_CHAPTER_DURATION_S,
  PARTIAL_PROGRESS_CAP_PERCENT,
} from './constants';

// The progress display rules, without zod: the app's screens import them (DESIGN's first-load budget).

/**
 * P§3 display mapping: 100 when completed, otherwise position over 300 s, capped at 99. Other views
 * (S§4) divide by the chapter's own duration, 300 s when unknown — pass it as `durationSeconds`.
 */
export function progressPercent(
  record: { position: number; completed: boolean },
  durationSeconds: number = DEFAULT_CHAPTER_DURATION_S,
): number {
  if (record.completed) return 100;
  const duration = durationSeconds > 0 ? durationSeconds : DEFAULT_CHAPTER_DURATION_S;
  const percent = (Math.max(0, record.position) / duration) * 100;
  return Math.min(PARTIAL_PROGRESS_CAP_PERCENT, Math.round(percent));
}

/** S§4: a chapter counts as completed within 5 s of its end. */
export function isCompletedAt(positionSeconds: number, durationSeconds: number): boolean {
  return durationSeconds > 0 && positionSeconds >= durationSeconds - COMPLETION_THRESHOLD_S;
}
