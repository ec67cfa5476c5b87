import { useEffect, useState } from 'react';
import { Download, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { canShareFiles, downloadStoryExport, storyFiles } from './share-files';

type ShareState =
  | { step: 'preparing'; done: number; total: number }
  | { step: 'ready'; files: File[] }
  | { step: 'download' }
  | { step: 'working' }
  | { step: 'failed' };

interface ShareDialogProps {
  story: Story;
  onClose: () => void;
}

/**
 * Share, for a grown-up (S§2 header action): the files are gathered first, then one tap hands them to
 * the share sheet — a share sheet only opens on a tap, and gathering the audio can take longer than a
 * tap stays valid. Without a share sheet for files, the story downloads as a zip.
 */
export function ShareDialog({ story, onClose }: ShareDialogProps) {
  const { t } = useTranslation(['story', 'common']);
  const [sharesFiles] = useState(canShareFiles);
  const [state, setState] = useState<ShareState>(() =>
    sharesFiles ? { step: 'preparing', done: 0, total: 0 } : { step: 'download' },
  );

  useEffect(() => {
    if (!sharesFiles) return;
    let cancelled = false;
    storyFiles(story, (done, total) => !cancelled && setState({ step: 'preparing', done, total })).then(
      (files) => !cancelled && setState({ step: 'ready', files }),
      (error: unknown) => {
        console.warn('Share: the story could not be gathered.', error);
        if (!cancelled) setState({ step: 'download' }); // The zip is the way that is left.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [sharesFiles, story]);

  const share = async (files: File[]) => {
    try {
      await navigator.share({ title: story.title, text: story.description, files });
      onClose();
    } catch (error) {
      // The parent closed the share sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn('Share: the share sheet failed.', error);
      setState({ step: 'download' });
    }
  };

  const download = async () => {
    setState({ step: 'working' });
    try {
      await downloadStoryExport(story);
      onClose();
    } catch (error) {
      console.warn('Share: the export could not be downloaded.', error);
      setState({ step: 'failed' });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('share.title', { title: story.title })}
      description={t('share.body')}
      closeLabel={t('common:actions.close')}
    >
      <div className="flex flex-col gap-3">
        {state.step === 'preparing' && (
          <p role="status" className="text-ink-muted">
            {t('share.preparing', { done: state.done, total: state.total })}
          </p>
        )}
        {state.step === 'ready' && (
          <Button size="lg" onClick={() => void share(state.files)}>
            <Share2 aria-hidden="true" />
            {t('share.share')}
          </Button>
        )}
        {(state.step === 'download' || state.step === 'working' || state.step === 'failed') && (
          <Button size="lg" disabled={state.step === 'working'} onClick={() => void download()}>
            <Download aria-hidden="true" />
            {state.step === 'working' ? t('share.downloading') : t('share.download')}
          </Button>
        )}
        {state.step === 'failed' && (
          <p role="alert" className="font-semibold text-danger-text">
            {t('share.failed')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
