import type { Chapter, Story } from '@/contract/story';

// A chapter kept on the device that changed on the server since (a parent rewrote it, or its audio was
// made again: ADR 035) is downloaded again, audio and read-along. Its text or its audio's time tells.

function changed(kept: Chapter, now: Chapter): boolean {
  if (kept.paragraphs.join('\n') !== now.paragraphs.join('\n')) return true;
  // A copy kept before the server said when its audio was made can only be judged by its text.
  return Boolean(
    kept.audioGeneratedAt && now.audioGeneratedAt && kept.audioGeneratedAt !== now.audioGeneratedAt,
  );
}

/** The chapters of `kept` (the story as the device holds it) that `now` (the server's) has changed. */
export function changedChapterIds(kept: Story, now: Story): string[] {
  const current = new Map((now.chapters ?? []).map((chapter) => [chapter.id, chapter]));
  return (kept.chapters ?? []).flatMap((chapter) => {
    const latest = current.get(chapter.id);
    return latest && latest.status === 'ready' && changed(chapter, latest) ? [chapter.id] : [];
  });
}
