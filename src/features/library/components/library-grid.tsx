import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { DownloadBadge } from '@/features/downloads/components/download-badge';
import { StoryCardMenu } from '@/features/downloads/components/story-card-menu';
import { useStoryDownload } from '@/features/downloads/use-downloads';
import { groupSeries } from '../series-groups';
import { LibraryCard } from './library-card';

export type LibraryStory = Pick<
  Story,
  'id' | 'title' | 'description' | 'coverImageUrl' | 'createdAt' | 'seriesId'
>;

interface LibraryGridProps {
  stories: readonly LibraryStory[];
  online: boolean;
  /** Remove download was chosen in a card's menu. */
  onRemove: (story: LibraryStory) => void;
}

/** A card that says what of its story is on this device, with the ⋮ menu to download or remove it. */
function DeviceAwareCard({
  story,
  online,
  onRemove,
}: {
  story: LibraryStory;
  online: boolean;
  onRemove: () => void;
}) {
  const view = useStoryDownload(story.id);
  return (
    <LibraryCard
      story={story}
      badge={<DownloadBadge view={view} />}
      menu={<StoryCardMenu story={story} online={online} onRemove={onRemove} />}
    />
  );
}

/** A series' stories together, first part first, under the series' name (its first story's title). */
function SeriesGroup({ stories, online, onRemove }: LibraryGridProps) {
  const { t } = useTranslation('library');
  const headingId = useId();
  const first = stories[0];
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-line bg-raised/40 p-3">
      <h3 id={headingId} className="px-1 pb-2 font-semibold">
        {t('series.heading', { title: first?.title ?? '', count: stories.length })}
      </h3>
      <ol className="grid gap-3 sm:grid-cols-2">
        {stories.map((story, index) => (
          <li key={story.id} aria-label={t('series.part', { part: index + 1, title: story.title })}>
            <DeviceAwareCard story={story} online={online} onRemove={() => onRemove(story)} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The library's cards, two columns from a tablet's width; a series' stories stand together. */
export function LibraryGrid({ stories, online, onRemove }: LibraryGridProps) {
  const { t } = useTranslation('library');
  return (
    <>
      <h2 id="library-list" className="sr-only">
        {t('listLabel')}
      </h2>
      <ul aria-labelledby="library-list" className="grid gap-3 sm:grid-cols-2">
        {groupSeries(stories).map((entry) =>
          entry.kind === 'story' ? (
            <li key={entry.story.id}>
              <DeviceAwareCard story={entry.story} online={online} onRemove={() => onRemove(entry.story)} />
            </li>
          ) : (
            <li key={entry.id} className="sm:col-span-2">
              <SeriesGroup stories={entry.stories} online={online} onRemove={onRemove} />
            </li>
          ),
        )}
      </ul>
    </>
  );
}
