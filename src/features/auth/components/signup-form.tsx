import { useTranslation } from 'react-i18next';
import type { PasswordPolicy } from '@/contract/password-policy';
import { notify } from '@/ui/toast';
import { Button } from '@/ui/button';
import { register } from '../api/register';
import { signUpFailure } from '../forms/auth-error-messages';
import { normalizeEmail, normalizeName, validateSignup, type SignupField } from '../forms/auth-validation';
import { useAuthForm } from '../hooks/use-auth-form';
import { useFieldMessage } from '../hooks/use-field-message';
import { completeSignIn } from '../session/complete-sign-in';
import { EmailField } from './email-field';
import { NameField } from './name-field';
import { NewPasswordField } from './new-password-field';

const fields = ['name', 'email', 'password'] as const satisfies readonly SignupField[];

/** The sign-up tab: name, email and password under the server's policy (P§2, P§5). */
export function SignupForm({ policy }: { policy: PasswordPolicy }) {
  const { t } = useTranslation('auth');
  const messageOf = useFieldMessage();
  const form = useAuthForm<SignupField>({
    initial: { name: '', email: '', password: '' },
    fields,
    validate: (values) => validateSignup(values, policy),
    submit: async ({ name, email, password }) => {
      try {
        const session = await register({
          name: normalizeName(name),
          email: normalizeEmail(email),
          password,
        });
        notify.success(t('toasts.signedUpTitle'), { description: t('toasts.signedUpBody') });
        await completeSignIn(session);
      } catch (error) {
        const { title, description } = signUpFailure(error);
        notify.error(title, { description });
      }
    },
  });
  const name = form.field('name');
  const email = form.field('email');
  const password = form.field('password');

  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)} className="flex flex-col gap-5">
      <NameField value={name.value} onChange={name.onChange} error={messageOf(name.message)} />
      <EmailField value={email.value} onChange={email.onChange} error={messageOf(email.message)} />
      <NewPasswordField
        label={t('fields.password')}
        name="password"
        policy={policy}
        value={password.value}
        onChange={password.onChange}
        error={messageOf(password.message)}
      />
      <Button type="submit" size="lg" disabled={form.busy} aria-busy={form.busy || undefined}>
        {form.busy ? t('actions.creatingAccount') : t('actions.signup')}
      </Button>
    </form>
  );
}
