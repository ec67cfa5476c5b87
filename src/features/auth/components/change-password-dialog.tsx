import { useTranslation } from 'react-i18next';
import type { User } from '@/contract/auth';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { notify } from '@/ui/toast';
import { changePassword } from '../api/change-password';
import { FALLBACK_AUTH_OPTIONS, useAuthOptions } from '../api/get-auth-options';
import { validatePasswordChange, type PasswordChangeField } from '../forms/account-validation';
import { useAuthForm } from '../hooks/use-auth-form';
import { useFieldMessage } from '../hooks/use-field-message';
import { NewPasswordField } from './new-password-field';

interface ChangePasswordDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Settings › Account: the current password and a new one under the server's policy (ADR 027). This
 * device stays signed in; every other device of the parent is signed out.
 */
export function ChangePasswordDialog({ user, open, onOpenChange }: ChangePasswordDialogProps) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('password.title')}
      description={t('password.description')}
      closeLabel={t('common:actions.close')}
    >
      <ChangePasswordForm user={user} onChanged={() => onOpenChange(false)} />
    </Dialog>
  );
}

const fields = ['currentPassword', 'newPassword'] as const satisfies readonly PasswordChangeField[];

function ChangePasswordForm({ user, onChanged }: { user: User; onChanged: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const messageOf = useFieldMessage();
  const { passwordPolicy: policy } = useAuthOptions().data ?? FALLBACK_AUTH_OPTIONS;
  const form = useAuthForm<PasswordChangeField>({
    initial: { currentPassword: '', newPassword: '' },
    fields,
    validate: (values) => validatePasswordChange(values, policy),
    submit: async ({ currentPassword, newPassword }) => {
      try {
        await changePassword(user.id, { currentPassword, newPassword });
        notify.success(t('password.changed'), { description: t('password.changedBody') });
        onChanged();
      } catch (error) {
        if (isApiError(error) && error.code === 'WRONG_PASSWORD') {
          return { currentPassword: { key: 'currentPasswordWrong' } };
        }
        notify.error(t('password.failedTitle'), {
          description: isApiError(error) ? apiErrorMessage(error) : t('errors:generic'),
        });
      }
    },
  });
  const current = form.field('currentPassword');
  const next = form.field('newPassword');

  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)} className="flex flex-col gap-5">
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <TextField
        label={t('password.current')}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={current.value}
        onChange={current.onChange}
        error={messageOf(current.message)}
      />
      <NewPasswordField
        label={t('password.new')}
        name="newPassword"
        policy={policy}
        value={next.value}
        onChange={next.onChange}
        error={messageOf(next.message)}
      />
      <Button type="submit" disabled={form.busy} aria-busy={form.busy || undefined}>
        {form.busy ? t('password.saving') : t('password.save')}
      </Button>
    </form>
  );
}
