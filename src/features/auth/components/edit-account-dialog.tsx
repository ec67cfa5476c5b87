import { useTranslation } from 'react-i18next';
import type { User } from '@/contract/auth';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { notify } from '@/ui/toast';
import { useUpdateUser } from '../api/update-user';
import { validateAccount, type AccountField } from '../forms/account-validation';
import { normalizeEmail, normalizeName } from '../forms/auth-validation';
import { useAuthForm } from '../hooks/use-auth-form';
import { useFieldMessage } from '../hooks/use-field-message';
import { EmailField } from './email-field';
import { NameField } from './name-field';

interface EditAccountDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Settings › Account: the dialog that edits the name, email and picture link (S§2, S§5). */
export function EditAccountDialog({ user, open, onOpenChange }: EditAccountDialogProps) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('edit.title')}
      description={t('edit.description')}
      closeLabel={t('common:actions.close')}
    >
      {/* Inside the dialog's content: every opening starts from the account as it is now. */}
      <EditAccountForm user={user} onSaved={() => onOpenChange(false)} />
    </Dialog>
  );
}

const fields = ['name', 'email', 'avatar'] as const satisfies readonly AccountField[];

function EditAccountForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const messageOf = useFieldMessage();
  const update = useUpdateUser();
  const form = useAuthForm<AccountField>({
    initial: { name: user.name, email: user.email, avatar: user.avatar ?? '' },
    fields,
    validate: validateAccount,
    submit: async ({ name, email, avatar }) => {
      try {
        const changes = { name: normalizeName(name), email: normalizeEmail(email), avatar: avatar.trim() };
        // The session's user, its cached copy and the query cache all take the answer (useUpdateUser).
        await update.mutateAsync({ id: user.id, changes });
        notify.success(t('edit.updated'));
        onSaved();
      } catch (error) {
        // S§8: 'Update failed', with what the server said or 'Failed to update profile'.
        const said = isApiError(error) && error.message !== GENERIC_ERROR_MESSAGE;
        notify.error(t('edit.failedTitle'), {
          description: said ? apiErrorMessage(error) : t('edit.failed'),
        });
      }
    },
  });
  const name = form.field('name');
  const email = form.field('email');
  const avatar = form.field('avatar');

  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)} className="flex flex-col gap-5">
      <NameField value={name.value} onChange={name.onChange} error={messageOf(name.message)} />
      <EmailField value={email.value} onChange={email.onChange} error={messageOf(email.message)} />
      <TextField
        label={t('edit.avatar')}
        name="avatar"
        type="url"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('edit.avatarHint')}
        value={avatar.value}
        onChange={avatar.onChange}
        error={messageOf(avatar.message)}
      />
      <Button type="submit" disabled={form.busy} aria-busy={form.busy || undefined}>
        {form.busy ? t('edit.saving') : t('edit.save')}
      </Button>
    </form>
  );
}
