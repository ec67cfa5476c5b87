// S§4 audio-status derivation, without zod: the app's screens import it (DESIGN's first-load budget).

export type DerivedAudioStatus = 'pending' | 'processing' | 'completed' | 'failed';

/**
 * S§4 client audio status: failed if any chapter errored; completed if every chapter is ready and there
 * is at least one; processing if any is generating audio; otherwise pending. Progress is the rounded
 * share of ready chapters (0 with none, at most 100).
 */
export function deriveAudioStatus(statuses: readonly string[]): {
  status: DerivedAudioStatus;
  progress: number;
} {
  const total = statuses.length;
  const ready = statuses.filter((status) => status === 'ready').length;
  const progress = total === 0 ? 0 : Math.min(100, Math.round((ready / total) * 100));
  if (statuses.includes('error')) return { status: 'failed', progress };
  if (total > 0 && ready === total) return { status: 'completed', progress };
  if (statuses.includes('generating-audio')) return { status: 'processing', progress };
  return { status: 'pending', progress };
}
