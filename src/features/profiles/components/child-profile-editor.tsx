import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/child';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { notify } from '@/ui/toast';
import { useCreateChild } from '../api/create-child';
import { useDeleteChild } from '../api/delete-child';
import { useUpdateChild } from '../api/update-child';
import { useChildForm } from '../forms/use-child-form';
import { ChildFormFields } from './child-form-fields';

export interface ChildProfileEditorProps {
  parentId: string;
  /** The profile being edited; none for a new one. */
  child?: Child;
  onSaved: (child: Child) => void;
  onCancel: () => void;
  /** The cancel button's text (default 'Cancel'; onboarding says 'Skip for now'). */
  cancelLabel?: string;
  /** Offers Delete Profile (edit page only); called once the profile is gone. */
  onDeleted?: () => void;
}

const errorDescription = (error: unknown): string | undefined =>
  isApiError(error) ? apiErrorMessage(error) : undefined;

/**
 * The one kid profile form (P§2, S§2): onboarding, the profile pages and Settings' sheet all create and
 * edit a profile through it, with the same fields, rules, calls and messages.
 */
export function ChildProfileEditor({
  parentId,
  child,
  onSaved,
  onCancel,
  cancelLabel,
  onDeleted,
}: ChildProfileEditorProps) {
  const { t } = useTranslation(['profiles', 'errors']);
  const form = useChildForm(child);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const create = useCreateChild(parentId);
  const update = useUpdateChild(parentId);
  const remove = useDeleteChild(parentId);
  const saving = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // S§5: a new child without a name or an age is refused with one message first.
    if (!child && (form.name.trim() === '' || form.age.trim() === '')) {
      notify.error(t('validation.missingInfoTitle'), { description: t('validation.missingInfo') });
    }
    const fields = form.validate();
    if (!fields) return;
    if (child) {
      update.mutate(
        { id: child.id, fields },
        {
          onSuccess: (updated) => {
            notify.success(t('toasts.updated'));
            onSaved(updated);
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
        onSaved(created);
      },
      onError: (error) => notify.error(t('toasts.saveError'), { description: errorDescription(error) }),
    });
  };

  const onDelete = () => {
    if (!child || !onDeleted) return;
    remove.mutate(child.id, {
      onSuccess: () => {
        notify.success(t('toasts.deleted'));
        onDeleted();
      },
      onError: (error) => notify.error(t('toasts.deleteError'), { description: errorDescription(error) }),
    });
  };

  const submitLabel = child
    ? saving
      ? t('form.saving')
      : t('form.save')
    : saving
      ? t('form.creating')
      : t('form.create');

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <ChildFormFields form={form} />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button type="submit" size="lg" disabled={saving}>
            {submitLabel}
          </Button>
          <Button variant="secondary" size="lg" onClick={onCancel}>
            {cancelLabel ?? t('form.cancel')}
          </Button>
          {child && onDeleted && (
            <Button
              variant="destructive"
              size="lg"
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
      {child && onDeleted && (
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
    </>
  );
}
