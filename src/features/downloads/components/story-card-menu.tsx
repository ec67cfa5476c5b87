import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { storyKeys } from '@/features/stories/story-keys';
import { Menu, type MenuItem } from '@/ui/menu';
import { notify } from '@/ui/toast';
import { getStoryOrKept } from '../story-offline';
import { downloads, useStoryDownload } from '../use-downloads';

interface StoryCardMenuProps {
  story: Pick<Story, 'id' | 'title'>;
  online: boolean;
  /** Remove download: a grown-up's action, which the screen sends through the parent gate. */
  onRemove: () => void;
}

/** A story card's ⋮ menu: Download, Cancel download or Remove download (issue 12). */
export function StoryCardMenu({ story, online, onRemove }: StoryCardMenuProps) {
  const { t } = useTranslation('library');
  const queryClient = useQueryClient();
  const view = useStoryDownload(story.id);

  // A card knows the story without its chapters: the story page's copy has them (or is fetched now).
  const download = () => {
    queryClient
      .ensureQueryData({ queryKey: storyKeys.detail(story.id), queryFn: () => getStoryOrKept(story.id) })
      .then((full) => downloads.downloadStory(full))
      .catch(() => notify.error(t('menu.downloadFailed', { title: story.title })));
  };

  const items: MenuItem[] = [];
  if (view.state === 'downloading') {
    items.push({ label: t('menu.cancel'), icon: <X />, onSelect: () => downloads.cancel(story.id) });
  } else if (view.state !== 'downloaded') {
    items.push({
      label: t('menu.download'),
      icon: <Download />,
      onSelect: download,
      disabled: !online,
      ...(!online && { detail: t('menu.needsNetwork') }),
    });
  }
  // Something of the story is on the device (a failed download may have kept chapters).
  const kept = ['downloaded', 'partial', 'needs-download'].includes(view.state) || view.sizeBytes > 0;
  if (kept && view.state !== 'downloading') {
    items.push({ label: t('menu.remove'), icon: <Trash2 />, onSelect: onRemove });
  }
  return <Menu label={t('menu.label', { title: story.title })} items={items} />;
}
