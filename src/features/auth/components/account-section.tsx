import { useId, useState } from 'react';
import { KeyRound, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { useCurrentUser } from '../hooks/use-current-user';
import { useSession } from '../hooks/use-session';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccount } from './delete-account';
import { EditAccountDialog } from './edit-account-dialog';

type OpenDialog = 'none' | 'edit' | 'password';

/**
 * Settings › Account (S§2): who is signed in, a dialog to edit the profile, the password, and deleting
 * the account. Signing out is in the page's header (SignOutButton).
 */
export function AccountSection() {
  const { t } = useTranslation('account');
  const titleId = useId();
  // The cached user is shown while the start-up checks it (status 'loading').
  const { status, user } = useSession();
  const [dialog, setDialog] = useState<OpenDialog>('none');
  // Shows the account as the server has it now (and finds out early when the session has ended).
  useCurrentUser(status === 'authenticated');
  const openChangeOf = (which: OpenDialog) => (open: boolean) => setDialog(open ? which : 'none');

  return (
    <Card aria-labelledby={titleId} role="region">
      <h2 id={titleId} className="text-xl font-bold">
        {t('title')}
      </h2>
      {user ? (
        <>
          <div className="mt-3 flex items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-2xl font-bold text-on-accent"
            >
              {[...user.name.trim()][0]?.toLocaleUpperCase() ?? '?'}
            </span>
            <div className="min-w-0">
              <p className="text-lg font-semibold break-words text-ink">{user.name}</p>
              <p className="break-words text-ink-muted">{t('signedInAs', { email: user.email })}</p>
              {status === 'unverified' && <p className="mt-1 text-sm text-ink-muted">{t('unverified')}</p>}
            </div>
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setDialog('edit')}>
              <Pencil aria-hidden="true" />
              {t('edit.open')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('password')}>
              <KeyRound aria-hidden="true" />
              {t('password.open')}
            </Button>
          </div>
          <div className="mt-5 border-t border-line pt-4">
            <DeleteAccount user={user} />
          </div>
          <EditAccountDialog user={user} open={dialog === 'edit'} onOpenChange={openChangeOf('edit')} />
          <ChangePasswordDialog
            user={user}
            open={dialog === 'password'}
            onOpenChange={openChangeOf('password')}
          />
        </>
      ) : (
        <div className="mt-3 flex flex-col gap-4">
          <p className="text-ink-muted">{t('guestBody')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to="/auth?mode=login" className={buttonClasses('primary')}>
              {t('logIn')}
            </Link>
            <Link to="/auth?mode=signup" className={buttonClasses('secondary')}>
              {t('signUp')}
            </Link>
          </div>
        </div>
      )}
    </Card>
  );
}
