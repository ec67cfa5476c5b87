import type { Chapter } from '@/contract/story';

/**
 * What downloading these chapters will take, in bytes: the sum of the narrated chapters' audio files,
 * or null when the server has not said the size of one of them (the screens then say nothing).
 */
export function downloadSizeOf(chapters: readonly Chapter[]): number | null {
  const narrated = chapters.filter((chapter) => chapter.status === 'ready');
  if (narrated.length === 0) return null;
  let total = 0;
  for (const chapter of narrated) {
    if (typeof chapter.audioBytes !== 'number') return null;
    total += chapter.audioBytes;
  }
  return total;
}
