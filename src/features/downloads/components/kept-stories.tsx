import { useEffect, useId, useState } from 'react';
import { HardDrive, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { Meter } from '@/ui/meter';
import { notify } from '@/ui/toast';
import type { StoryDownloadView } from '../download-model';
import { formatSize } from '../format-bytes';
import { downloads, useDownloadedStories } from '../use-downloads';
import { RemoveDownloadDialog } from './remove-download-dialog';

type Storage = Awaited<ReturnType<typeof downloads.storage>>;

/** The states a kept story's line names (a story simply kept says nothing more). */
const NAMED_STATES = ['partial', 'needs-download', 'downloading', 'failed'] as const;
const isNamedState = (state: string): state is (typeof NAMED_STATES)[number] =>
  NAMED_STATES.some((named) => named === state);

/** The device's storage, read again whenever what is kept changes. */
function useStorage(stories: readonly StoryDownloadView[]): Storage | null {
  const [storage, setStorage] = useState<Storage | null>(null);
  const sizes = stories.map((view) => `${view.storyId}:${view.sizeBytes}`).join();
  useEffect(() => {
    let cancelled = false;
    downloads
      .storage()
      .then((next) => !cancelled && setStorage(next))
      .catch((error: unknown) => console.warn('Downloads: the storage could not be read.', error));
    return () => {
      cancelled = true;
    };
  }, [sizes]);
  return storage;
}

/** Space used by Fablecast, the device's free space, and whether the browser keeps it for good. */
function DeviceStorage({ storage }: { storage: Storage }) {
  const { t, i18n } = useTranslation('settings');
  const mb = (bytes: number) => formatSize(bytes, i18n.language);
  const used = t('downloads.used', {
    used: mb(storage.keptBytes),
    free: mb(Math.max(0, storage.quota - storage.usage)),
  });
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-2 font-semibold">
        <HardDrive aria-hidden="true" className="size-5 shrink-0" />
        {used}
      </p>
      <Meter
        label={t('downloads.meterLabel')}
        percent={storage.quota > 0 ? (storage.usage / storage.quota) * 100 : 0}
        valueText={used}
      />
      {storage.persisted !== null && (
        <p className="text-sm text-ink-muted">
          {storage.persisted ? t('downloads.persisted') : t('downloads.notPersisted')}
        </p>
      )}
    </div>
  );
}

/**
 * Settings › Audio › Downloads (issue 12): what Fablecast keeps on this device and the room left, each
 * kept story with its size, and removing one or all. Settings is behind the grown-up gate.
 */
export function KeptStories() {
  const { t, i18n } = useTranslation('settings');
  const titleId = useId();
  const stories = useDownloadedStories();
  const storage = useStorage(stories);
  const [confirmAll, setConfirmAll] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; title: string } | null>(null);
  const mb = (bytes: number) => formatSize(bytes, i18n.language);
  const removeAll = () => {
    downloads
      .removeAll()
      .then(() => notify.success(t('downloads.removedAll')))
      .catch((error: unknown) => console.warn('Downloads: they could not be removed.', error));
  };

  return (
    <div className="flex flex-col gap-3">
      <h3 id={titleId} className="text-lg font-bold">
        {t('downloads.title')}
      </h3>
      {storage && <DeviceStorage storage={storage} />}
      {stories.length === 0 ? (
        <p className="text-ink-muted">{t('downloads.none')}</p>
      ) : (
        <>
          <ul aria-labelledby={titleId} className="flex flex-col gap-2">
            {stories.map((view) => (
              <li
                key={view.storyId}
                className="flex items-center gap-3 rounded-2xl border border-line bg-raised/40 p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{view.story?.title}</p>
                  <p className="text-sm text-ink-muted">
                    {mb(view.sizeBytes)}
                    {view.quality === 'data-saver' && <> · {t('quality.dataSaver')}</>}
                    {isNamedState(view.state) && <> · {t(`downloads.state.${view.state}`)}</>}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={t('downloads.remove', { title: view.story?.title ?? '' })}
                  onClick={() => setRemoving({ id: view.storyId, title: view.story?.title ?? '' })}
                >
                  <Trash2 aria-hidden="true" />
                  {t('downloads.removeShort')}
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="secondary" className="self-start" onClick={() => setConfirmAll(true)}>
            <Trash2 aria-hidden="true" />
            {t('downloads.removeAll')}
          </Button>
        </>
      )}
      <RemoveDownloadDialog story={removing} onClose={() => setRemoving(null)} />
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t('downloads.removeAllTitle')}
        description={t('downloads.removeAllBody', { count: stories.length })}
        confirmLabel={t('downloads.removeAllConfirm')}
        cancelLabel={t('downloads.cancel')}
        onConfirm={removeAll}
        destructive
      />
    </div>
  );
}
