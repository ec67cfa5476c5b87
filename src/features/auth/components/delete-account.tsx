import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { User } from '@/contract/auth';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { notify } from '@/ui/toast';
import { deleteAccount } from '../api/delete-account';
import { leaveDevice } from '../session/leave-device';

/**
 * Settings › Account: deleting the account (ADR 007). The server removes everything tied to it; this
 * device then forgets it too — its downloads included, since nobody can sign in to them again.
 */
export function DeleteAccount({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const onDelete = async () => {
    setBusy(true);
    try {
      await deleteAccount(user.id);
    } catch (error) {
      setBusy(false);
      notify.error(t('delete.failedTitle'), {
        description: isApiError(error) ? apiErrorMessage(error) : t('delete.failed'),
      });
      return;
    }
    await leaveDevice(queryClient, { removeDownloads: true });
    notify.success(t('delete.deleted'), { description: t('delete.deletedBody') });
    navigate('/auth', { replace: true });
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ink-muted">{t('delete.hint')}</p>
      <Button variant="ghost" disabled={busy} onClick={() => setAsking(true)}>
        {/* The ghost button's own colour is the ink; a destructive action reads in the danger colour. */}
        <span className="inline-flex items-center gap-2 text-danger-text">
          <Trash2 aria-hidden="true" />
          {busy ? t('delete.deleting') : t('delete.open')}
        </span>
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('delete.title')}
        description={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => void onDelete()}
        destructive
      />
    </div>
  );
}
