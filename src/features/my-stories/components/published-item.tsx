import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { Button } from '@/ui/button';
import { StoryItem } from './story-item';

/** A published story, with its archive button (S§2; the screen asks before archiving). */
export function PublishedItem({
  story,
  busy,
  onArchive,
}: {
  story: Story;
  busy: boolean;
  onArchive: () => void;
}) {
  const { t } = useTranslation('myStories');
  return (
    <StoryItem
      story={story}
      actions={
        <Button
          variant="secondary"
          aria-label={t('item.archiveLabel', { title: story.title })}
          disabled={busy}
          onClick={onArchive}
        >
          <Archive aria-hidden="true" />
          {t('item.archive')}
        </Button>
      }
    />
  );
}
