import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Child } from '@/contract/child';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmDialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { notify } from '@/ui/toast';
import { useCreateChild } from '../api/create-child';
import { useDeleteChild } from '../api/delete-child';
import { useUpdateChild } from '../api/update-child';
import { useChildForm } from '../forms/use-child-form';
import { ChildFormFields } from './child-form-fields';

interface ChildProfileFormProps {
  parentId: string;
  /** The profile being edited; none for a new one. */
  child?: Child;
}

const errorDescription = (error: unknown): string | undefined =>
  isApiError(error) ? apiErrorMessage(error) : undefined;

/** /child-profile/new and /child-profile/{id}/edit (P§2): create, edit or delete a kid profile. */
export function ChildProfileForm({ parentId, child }: ChildProfileFormProps) {
  const { t } = useTranslation(['profiles', 'errors']);
  const navigate = useNavigate();
  const form = useChildForm(child);
  // P§2: interests are typed and shown, but never sent to the server.
  const [interests, setInterests] = useState(child?.preferences.favoriteThemes.join(', ') ?? '');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const create = useCreateChild(parentId);
  const update = useUpdateChild(parentId);
  const remove = useDeleteChild(parentId);
  const saving = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields || saving) return;
    if (child) {
      update.mutate(
        { id: child.id, fields },
        {
          onSuccess: () => {
            notify.success(t('toasts.updated'));
            navigate('/settings');
          },
          onError: (error) =>
            notify.error(t('toasts.updateFailed'), {
              description: errorDescription(error) ?? t('toasts.updateFailedBody'),
            }),
        },
      );
      return;
    }
    create.mutate(fields, {
      onSuccess: ({ created }) => {
        notify.success(t('toasts.created'), { description: t('toasts.createdBody', { name: created.name }) });
        navigate('/settings');
      },
      onError: (error) => notify.error(t('toasts.saveError'), { description: errorDescription(error) }),
    });
  };

  const onDelete = () => {
    if (!child) return;
    remove.mutate(child.id, {
      onSuccess: () => {
        notify.success(t('toasts.deleted'));
        navigate('/settings', { replace: true });
      },
      onError: (error) => notify.error(t('toasts.deleteError'), { description: errorDescription(error) }),
    });
  };

  return (
    <Card className="mt-4">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <ChildFormFields form={form} />
        <TextField
          label={t('form.interests')}
          hint={t('form.interestsHint')}
          autoComplete="off"
          value={interests}
          onChange={(event) => setInterests(event.target.value)}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button type="submit" disabled={saving}>
            {child
              ? saving
                ? t('form.saving')
                : t('form.save')
              : saving
                ? t('form.creating')
                : t('form.create')}
          </Button>
          <Button variant="secondary" onClick={() => navigate('/settings')}>
            {t('form.cancel')}
          </Button>
          {child && (
            <Button
              variant="destructive"
              className="sm:ml-auto"
              disabled={remove.isPending}
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2 aria-hidden="true" />
              {remove.isPending ? t('form.deleting') : t('form.delete')}
            </Button>
          )}
        </div>
      </form>
      {child && (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={t('form.confirmDeleteTitle')}
          description={t('form.confirmDeleteBody', { name: child.name })}
          confirmLabel={t('form.confirmDelete')}
          cancelLabel={t('form.cancel')}
          onConfirm={onDelete}
          destructive
        />
      )}
    </Card>
  );
}
