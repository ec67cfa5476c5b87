import type { Chapter } from '@/contract/story';
import type { DownloadQuality } from './download-model';

/**
 * What downloading these chapters will take, in bytes: the sum of the narrated chapters' audio files,
 * or null when the server has not said the size of one of them (the screens then say nothing). The
 * data-saver copy is made on first request at half the standard bit rate (ADR 026), so it is half the
 * standard file, to within a frame.
 */
export function downloadSizeOf(
  chapters: readonly Chapter[],
  quality: DownloadQuality = 'standard',
): number | null {
  const narrated = chapters.filter((chapter) => chapter.status === 'ready');
  if (narrated.length === 0) return null;
  let total = 0;
  for (const chapter of narrated) {
    if (typeof chapter.audioBytes !== 'number') return null;
    total += chapter.audioBytes;
  }
  return quality === 'data-saver' ? Math.round(total / 2) : total;
}
