import { useId } from 'react';
import { RotateCcw, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { failureReasonKey } from '@/features/stories/story-format';
import { Button } from '@/ui/button';
import { NeedsNetwork } from './needs-network';
import { StoryItem } from './story-item';

interface ArchivedItemProps {
  story: Story;
  busy: boolean;
  /** Offline, Try again and Restore wait for the network, saying so. */
  online: boolean;
  onRetry: () => void;
  onRestore: () => void;
}

/**
 * An archived story. One whose generation failed or was cancelled says why (the story page's words) and
 * can be tried again; one the parent archived can be restored to the library.
 */
export function ArchivedItem({ story, busy, online, onRetry, onRestore }: ArchivedItemProps) {
  const { t } = useTranslation(['myStories', 'story']);
  const offlineId = useId();
  const reason = story.failureReason;
  const reasonKey = reason ? failureReasonKey(reason) : null;
  const disabled = busy || !online;
  const describedBy = online ? undefined : offlineId;
  return (
    <StoryItem
      story={story}
      actions={
        <>
          {!online && <NeedsNetwork id={offlineId} />}
          {reason ? (
            <Button
              aria-label={t('item.retryLabel', { title: story.title })}
              aria-describedby={describedBy}
              disabled={disabled}
              onClick={onRetry}
            >
              <RotateCcw aria-hidden="true" />
              {t('item.retry')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              aria-label={t('item.restoreLabel', { title: story.title })}
              aria-describedby={describedBy}
              disabled={disabled}
              onClick={onRestore}
            >
              <Undo2 aria-hidden="true" />
              {t('item.restore')}
            </Button>
          )}
        </>
      }
    >
      {reason ? (
        <p className="text-sm text-danger-text">
          {reasonKey ? t(`story:generation.reasons.${reasonKey}`) : reason}
        </p>
      ) : (
        <p className="text-sm text-ink-muted">{t('item.archivedByYou')}</p>
      )}
    </StoryItem>
  );
}
