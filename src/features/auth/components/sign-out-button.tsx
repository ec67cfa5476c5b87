import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDownloadedStories } from '@/features/downloads/use-downloads';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { notify } from '@/ui/toast';
import { useSession } from '../hooks/use-session';
import { leaveDevice } from '../session/leave-device';

/**
 * Settings' header sign-out (S§2): back to /auth with 'Signed out'; parent mode locks with it (P§4).
 * Downloads belong to this account: on a shared tablet, signing out asks whether to leave them.
 */
export function SignOutButton() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kept = useDownloadedStories();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!user) return null;

  const onSignOut = async (removeDownloads = false) => {
    setAsking(false);
    setBusy(true);
    try {
      await leaveDevice(queryClient, { removeDownloads });
    } catch (error) {
      // signOut clears the device even when the server cannot be told; this is what is left.
      console.error('Sign-out failed on this device.', error);
      setBusy(false);
      notify.error(t('signOut.failedTitle'), { description: t('signOut.failed') });
      return;
    }
    notify.success(t('common:session.signedOut'));
    navigate('/auth', { replace: true });
  };

  return (
    <>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => (kept.length > 0 ? setAsking(true) : void onSignOut())}
      >
        <LogOut aria-hidden="true" />
        {busy ? t('signOut.busy') : t('signOut.action')}
      </Button>
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title={t('signOut.downloadsTitle')}
        description={t('signOut.downloadsBody', { count: kept.length })}
        closeLabel={t('common:actions.close')}
      >
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" className="sm:flex-1" onClick={() => void onSignOut(true)}>
            {t('signOut.removeDownloads')}
          </Button>
          <Button className="sm:flex-1" onClick={() => void onSignOut(false)}>
            {t('signOut.keepDownloads')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
