import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { DownloadBadge } from '@/features/downloads/components/download-badge';
import { StoryCardMenu } from '@/features/downloads/components/story-card-menu';
import { useStoryDownload } from '@/features/downloads/use-downloads';
import { LibraryCard } from './library-card';

export type LibraryStory = Pick<Story, 'id' | 'title' | 'description' | 'coverImageUrl' | 'createdAt'>;

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

/** The library's cards, two columns from a tablet's width. */
export function LibraryGrid({ stories, online, onRemove }: LibraryGridProps) {
  const { t } = useTranslation('library');
  return (
    <>
      <h2 id="library-list" className="sr-only">
        {t('listLabel')}
      </h2>
      <ul aria-labelledby="library-list" className="grid gap-3 sm:grid-cols-2">
        {stories.map((story) => (
          <li key={story.id}>
            <DeviceAwareCard story={story} online={online} onRemove={() => onRemove(story)} />
          </li>
        ))}
      </ul>
    </>
  );
}
