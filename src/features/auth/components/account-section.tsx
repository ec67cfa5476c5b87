import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { downloads, useDownloadedStories } from '@/features/downloads/use-downloads';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { Dialog } from '@/ui/dialog';
import { notify } from '@/ui/toast';
import { useCurrentUser } from '../hooks/use-current-user';
import { useSession } from '../hooks/use-session';
import { signOut } from '../session/sign-out';

/** Settings → Account: who is signed in, and Sign out, which returns to /auth (S§2). */
export function AccountSection() {
  const { t } = useTranslation(['settings', 'common']);
  const titleId = useId();
  // The cached user is shown while the start-up checks it (status 'loading').
  const { status, user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // Shows the account as the server has it now (and finds out early when the session has ended).
  useCurrentUser(status === 'authenticated');

  // Downloads belong to this account: on a shared tablet, signing out asks whether to leave them.
  const kept = useDownloadedStories();
  const [asking, setAsking] = useState(false);

  const onSignOut = async (removeDownloads = false) => {
    setAsking(false);
    setBusy(true);
    if (removeDownloads) await downloads.removeAll().catch(() => undefined);
    await signOut();
    queryClient.clear(); // Nothing of this account stays in memory for the next person.
    notify.success(t('common:session.signedOut'));
    navigate('/auth', { replace: true });
  };

  return (
    <Card aria-labelledby={titleId} role="region">
      <h2 id={titleId} className="text-xl font-bold">
        {t('account.title')}
      </h2>
      {user ? (
        <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink">{user.name}</p>
            <p className="break-words text-ink-muted">{t('account.signedInAs', { email: user.email })}</p>
            {status === 'unverified' && (
              <p className="mt-1 text-sm text-ink-muted">{t('account.unverified')}</p>
            )}
          </div>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => (kept.length > 0 ? setAsking(true) : void onSignOut())}
          >
            <LogOut aria-hidden="true" />
            {busy ? t('account.signingOut') : t('account.signOut')}
          </Button>
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-4">
          <p className="text-ink-muted">{t('account.guestBody')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to="/auth?mode=login" className={buttonClasses('primary')}>
              {t('account.logIn')}
            </Link>
            <Link to="/auth?mode=signup" className={buttonClasses('secondary')}>
              {t('account.signUp')}
            </Link>
          </div>
        </div>
      )}
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title={t('account.downloadsTitle')}
        description={t('account.downloadsBody', { count: kept.length })}
        closeLabel={t('common:actions.close')}
      >
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" className="sm:flex-1" onClick={() => void onSignOut(true)}>
            {t('account.removeDownloads')}
          </Button>
          <Button className="sm:flex-1" onClick={() => void onSignOut(false)}>
            {t('account.keepDownloads')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
