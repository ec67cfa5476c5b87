import { useEffect, useId, useState } from 'react';
import { HardDrive, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmDialog } from '@/ui/dialog';
import { Meter } from '@/ui/meter';
import { notify } from '@/ui/toast';
import { formatSize } from '../format-bytes';
import { downloads, useDownloadedStories } from '../use-downloads';

type Storage = Awaited<ReturnType<typeof downloads.storage>>;

/**
 * Settings › Downloads (issue 12): what Fablecast keeps on this device and the room left, each kept
 * story with its size, and removing one or all. Settings is behind the grown-up gate.
 */
export function DownloadsSection() {
  const { t, i18n } = useTranslation('settings');
  const titleId = useId();
  const stories = useDownloadedStories();
  const [storage, setStorage] = useState<Storage | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const mb = (bytes: number) => formatSize(bytes, i18n.language);
  const sizes = stories.map((view) => `${view.storyId}:${view.sizeBytes}`).join();

  useEffect(() => {
    let cancelled = false;
    void downloads
      .storage()
      .then((next) => !cancelled && setStorage(next))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [sizes]);

  const remove = async (storyId: string, title: string) => {
    await downloads.remove(storyId);
    notify.success(t('downloads.removed', { title }));
  };
  const removeAll = async () => {
    setConfirmAll(false);
    await downloads.removeAll();
    notify.success(t('downloads.removedAll'));
  };

  const free = storage ? Math.max(0, storage.quota - storage.usage) : null;
  return (
    <Card>
      <h2 id={titleId} className="text-xl font-bold">
        {t('downloads.title')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('downloads.description')}</p>
      {storage && (
        <div className="mt-4 flex flex-col gap-2">
          <p className="flex items-center gap-2 font-semibold">
            <HardDrive aria-hidden="true" className="size-5 shrink-0" />
            {t('downloads.used', { used: mb(storage.keptBytes), free: mb(free ?? 0) })}
          </p>
          <Meter
            label={t('downloads.meterLabel')}
            percent={storage.quota > 0 ? (storage.usage / storage.quota) * 100 : 0}
            valueText={t('downloads.used', { used: mb(storage.keptBytes), free: mb(free ?? 0) })}
          />
          <p className="text-sm text-ink-muted">
            {storage.persisted ? t('downloads.persisted') : t('downloads.notPersisted')}
          </p>
        </div>
      )}
      {stories.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t('downloads.none')}</p>
      ) : (
        <>
          <ul aria-labelledby={titleId} className="mt-4 flex flex-col gap-2">
            {stories.map((view) => (
              <li
                key={view.storyId}
                className="flex items-center gap-3 rounded-2xl border border-line bg-raised/40 p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{view.story?.title}</p>
                  <p className="text-sm text-ink-muted">
                    {t('downloads.size', { size: mb(view.sizeBytes) })}
                    {view.state !== 'downloaded' && view.state !== 'none' && (
                      <> · {t(`downloads.state.${view.state}`)}</>
                    )}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={t('downloads.remove', { title: view.story?.title ?? '' })}
                  onClick={() => void remove(view.storyId, view.story?.title ?? '')}
                >
                  <Trash2 aria-hidden="true" />
                  {t('downloads.removeShort')}
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="secondary" className="mt-4" onClick={() => setConfirmAll(true)}>
            <Trash2 aria-hidden="true" />
            {t('downloads.removeAll')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t('downloads.removeAllTitle')}
        description={t('downloads.removeAllBody', { count: stories.length })}
        confirmLabel={t('downloads.removeAllConfirm')}
        cancelLabel={t('downloads.cancel')}
        onConfirm={() => void removeAll()}
      />
    </Card>
  );
}
