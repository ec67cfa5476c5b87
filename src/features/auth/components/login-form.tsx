import { useTranslation } from 'react-i18next';
import { notify } from '@/ui/toast';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { login } from '../api/login';
import { signInFailure } from '../forms/auth-error-messages';
import { normalizeEmail, validateLogin, type LoginField } from '../forms/auth-validation';
import { useAuthForm } from '../hooks/use-auth-form';
import { useFieldMessage } from '../hooks/use-field-message';
import { completeSignIn } from '../session/complete-sign-in';
import { EmailField } from './email-field';

const fields = ['email', 'password'] as const satisfies readonly LoginField[];

/** The login tab: email and password (P§2, P§5). The screen redirects once the session is set. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const messageOf = useFieldMessage();
  const form = useAuthForm<LoginField>({
    initial: { email: '', password: '' },
    fields,
    validate: validateLogin,
    submit: async ({ email, password }) => {
      try {
        const session = await login({ email: normalizeEmail(email), password });
        notify.success(t('toasts.signedInTitle'), { description: t('toasts.signedInBody') });
        await completeSignIn(session);
      } catch (error) {
        const { title, description } = signInFailure(error);
        notify.error(title, { description });
      }
    },
  });
  const email = form.field('email');
  const password = form.field('password');

  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)} className="flex flex-col gap-5">
      <EmailField value={email.value} onChange={email.onChange} error={messageOf(email.message)} />
      <TextField
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password.value}
        onChange={password.onChange}
        error={messageOf(password.message)}
      />
      <Button type="submit" size="lg" disabled={form.busy} aria-busy={form.busy || undefined}>
        {form.busy ? t('actions.signingIn') : t('actions.login')}
      </Button>
    </form>
  );
}
