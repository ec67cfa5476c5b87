import { useId } from 'react';
import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { Button } from '@/ui/button';
import { NeedsNetwork } from './needs-network';
import { StoryItem } from './story-item';

/**
 * A published story, with its archive button (S§2; the screen asks before archiving). Offline it waits
 * for the network, saying so.
 */
export function PublishedItem({
  story,
  busy,
  online,
  onArchive,
}: {
  story: Story;
  busy: boolean;
  online: boolean;
  onArchive: () => void;
}) {
  const { t } = useTranslation('myStories');
  const reasonId = useId();
  return (
    <StoryItem
      story={story}
      actions={
        <>
          {!online && <NeedsNetwork id={reasonId} />}
          <Button
            variant="secondary"
            aria-label={t('item.archiveLabel', { title: story.title })}
            aria-describedby={online ? undefined : reasonId}
            disabled={busy || !online}
            onClick={onArchive}
          >
            <Archive aria-hidden="true" />
            {t('item.archive')}
          </Button>
        </>
      }
    />
  );
}
