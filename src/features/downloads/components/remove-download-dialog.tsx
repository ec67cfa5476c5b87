import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { ConfirmDialog } from '@/ui/dialog';
import { notify } from '@/ui/toast';
import { downloads } from '../use-downloads';

interface RemoveDownloadDialogProps {
  /** The story whose download is to go; null when the dialog is closed. */
  story: Pick<Story, 'id' | 'title'> | null;
  onClose: () => void;
}

/** "Remove the download?": asked once more, since offline the story cannot come back (ADR 025). */
export function RemoveDownloadDialog({ story, onClose }: RemoveDownloadDialogProps) {
  const { t } = useTranslation(['story', 'common']);
  const remove = () => {
    if (!story) return;
    downloads
      .remove(story.id)
      .then(() => notify.success(t('download.removed', { title: story.title })))
      .catch((error: unknown) => console.warn('Download: it could not be removed.', error));
  };
  return (
    <ConfirmDialog
      open={story !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('download.removeTitle')}
      description={t('download.removeBody', { title: story?.title ?? '' })}
      confirmLabel={t('download.removeConfirm')}
      cancelLabel={t('common:actions.cancel')}
      onConfirm={remove}
      destructive
    />
  );
}
