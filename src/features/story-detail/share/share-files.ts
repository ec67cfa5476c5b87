import { chapterFileName, safeFileName, storyText } from '@/contract/story-text';
import type { Story } from '@/contract/story';
import { playableChapters } from '@/contract/audio-status';
import { getChapterAudio } from '@/features/stories/api/chapter-audio';
import { exportStory } from '@/features/stories/api/export-story';

// Share (issue: no dead buttons): the story's text and audio go to the family through the device's
// share sheet where it can share files (phones, tablets); elsewhere the export downloads as one zip.

/** Whether this browser's share sheet takes files (Chromium on Linux, for one, has no share sheet). */
export function canShareFiles(): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File(['.'], 'story.txt', { type: 'text/plain' })] });
  } catch {
    return false;
  }
}

/**
 * The text and every narrated chapter as files, fetched one after the other (`onProgress` says how
 * many are in).
 */
export async function storyFiles(
  story: Story,
  onProgress: (done: number, total: number) => void,
): Promise<File[]> {
  const chapters = playableChapters(story.chapters ?? []);
  const files = [
    new File(
      [storyText({ ...story, chapters: story.chapters ?? [] })],
      `${safeFileName(story.title, 'story')}.txt`,
      {
        type: 'text/plain',
      },
    ),
  ];
  onProgress(0, chapters.length);
  for (const [index, chapter] of chapters.entries()) {
    const { audioUrl } = await getChapterAudio(chapter.id);
    const response = await fetch(audioUrl);
    if (!response.ok) throw new Error(`Chapter audio answered ${response.status}`);
    files.push(
      new File([await response.blob()], chapterFileName(chapter), {
        type: 'audio/mpeg',
      }),
    );
    onProgress(index + 1, chapters.length);
  }
  return files;
}

/** Saves the server's zip of the story through the browser's downloads. */
export async function downloadStoryExport(story: Pick<Story, 'id' | 'title'>): Promise<void> {
  const zip = await exportStory(story.id);
  const url = URL.createObjectURL(zip);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${safeFileName(story.title, 'story')}.zip`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has its own copy once it starts; give it a moment before letting go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
