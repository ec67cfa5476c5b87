import { useEffect } from 'react';
import type { Story } from '@/contract/story';
import type { StoryDownloadView } from '@/features/downloads/download-model';
import { downloads } from '@/features/downloads/use-downloads';

/**
 * A story kept on this device whose chapters changed on the server (a parent rewrote one here or on
 * another device, or its audio was made again): those chapters are downloaded again, audio and
 * read-along, as soon as the page has the server's story (ADR 035). Offline the story is the kept one,
 * so nothing differs and nothing is asked.
 */
export function useKeptChaptersFresh(story: Story, keptState: StoryDownloadView['state'], online: boolean) {
  const kept = keptState === 'downloaded' || keptState === 'partial' || keptState === 'needs-download';
  const version = (story.chapters ?? []).map((chapter) => chapter.audioGeneratedAt ?? chapter.id).join();
  useEffect(() => {
    if (!kept || !online || !story.chapters) return;
    downloads.refreshChanged(story).catch((error: unknown) => {
      console.warn('Downloads: a changed chapter could not be fetched again.', error);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per version of the chapters
  }, [kept, online, story.id, version]);
}
