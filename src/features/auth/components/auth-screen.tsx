import { KeyRound } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchParam } from '@/lib/use-search-param';
import { buttonClasses } from '@/ui/button';
import { cx } from '@/ui/class-names';
import { FALLBACK_AUTH_OPTIONS, useAuthOptions } from '../api/get-auth-options';
import { useSession } from '../hooks/use-session';
import { safeRedirect } from '../session/safe-redirect';
import { GoogleButton } from './google-button';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

type Mode = 'login' | 'signup';

const tabClasses =
  'flex min-h-12 flex-1 items-center justify-center rounded-full px-4 text-base font-semibold text-ink-muted ' +
  'transition-colors hover:text-ink data-[state=active]:bg-accent data-[state=active]:text-on-accent';

/** /auth (P§2): the login and sign-up tabs, Google, and a way in as a guest. */
export function AuthScreen() {
  // `errors` too: the forms' failure toasts are worded from it (api-error-message.ts).
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const [modeParam, selectMode] = useSearchParam('mode');
  const mode: Mode = modeParam === 'signup' ? 'signup' : 'login';
  const { isSignedIn } = useSession();
  const { data: options = FALLBACK_AUTH_OPTIONS } = useAuthOptions();
  useDocumentTitle(t(`headings.${mode}`));

  // Signed in (already, or just now): on to where the parent was going.
  if (isSignedIn) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 py-8">
      <header className="flex flex-col items-center gap-3 text-center">
        <KeyRound aria-hidden="true" className="size-12 text-accent" />
        <h1 className="text-3xl font-bold tracking-tight">{t(`headings.${mode}`)}</h1>
        <p className="text-lg text-ink-muted">{t(`intro.${mode}`)}</p>
      </header>

      <Tabs.Root value={mode} onValueChange={selectMode} className="flex flex-col gap-6">
        <Tabs.List
          aria-label={t('tabs.label')}
          className="flex gap-1 rounded-full border border-line bg-surface p-1"
        >
          <Tabs.Trigger value="login" className={tabClasses}>
            {t('tabs.login')}
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={tabClasses}>
            {t('tabs.signup')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" className="rounded-card border border-line bg-surface p-5 sm:p-6">
          <LoginForm />
        </Tabs.Content>
        <Tabs.Content value="signup" className="rounded-card border border-line bg-surface p-5 sm:p-6">
          <SignupForm policy={options.passwordPolicy} />
        </Tabs.Content>
      </Tabs.Root>

      {options.google && (
        <>
          <p className="flex items-center gap-3 text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
            {t('actions.or')}
          </p>
          <GoogleButton clientId={options.google.clientId} />
        </>
      )}

      <Link to="/" className={cx(buttonClasses('ghost', 'lg'), 'underline-offset-4 hover:underline')}>
        {t('actions.continueAsGuest')}
      </Link>
    </div>
  );
}
