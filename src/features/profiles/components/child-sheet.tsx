import type { FormEvent } from 'react';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/child';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { Button, buttonClasses } from '@/ui/button';
import { notify } from '@/ui/toast';
import { useCreateChild } from '../api/create-child';
import { useUpdateChild } from '../api/update-child';
import { useChildForm } from '../forms/use-child-form';
import { ChildFormFields } from './child-form-fields';

interface ChildSheetProps {
  parentId: string;
  /** The child being edited; none to add one. */
  child?: Child;
  onClose: () => void;
}

const errorDescription = (error: unknown): string | undefined =>
  isApiError(error) ? apiErrorMessage(error) : undefined;

/** Settings' side sheet that adds or edits a child (S§2): a Radix Dialog sliding in from the side. */
export function ChildSheet({ parentId, child, onClose }: ChildSheetProps) {
  const { t } = useTranslation(['profiles', 'common', 'errors']);
  const form = useChildForm(child);
  const create = useCreateChild(parentId);
  const update = useUpdateChild(parentId);
  const saving = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // S§5: a new child without a name or an age is refused with one message first.
    if (!child && (form.name.trim() === '' || form.age.trim() === '')) {
      notify.error(t('validation.missingInfoTitle'), { description: t('validation.missingInfo') });
      return;
    }
    const fields = form.validate();
    if (!fields) return;
    if (child) {
      update.mutate(
        { id: child.id, fields },
        {
          onSuccess: () => {
            notify.success(t('toasts.updated'));
            onClose();
          },
          onError: (error) =>
            notify.error(t('toasts.updateFailed'), {
              description: errorDescription(error) ?? t('toasts.updateFailedBody'),
            }),
        },
      );
    } else {
      create.mutate(fields, {
        onSuccess: ({ created }) => {
          notify.success(t('toasts.created'), {
            description: t('toasts.createdBody', { name: created.name }),
          });
          onClose();
        },
        onError: (error) => notify.error(t('toasts.saveError'), { description: errorDescription(error) }),
      });
    }
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-canvas/80 backdrop-blur-sm" />
        <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col overflow-y-auto border-l border-line-strong bg-surface p-6 text-ink shadow-2xl">
          <div className="flex items-start gap-3">
            <DialogPrimitive.Title className="flex-1 pt-2 text-xl font-bold">
              {child ? t('sheet.editTitle') : t('sheet.addTitle')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t('common:actions.close')}
              className={buttonClasses('ghost', 'icon')}
            >
              <X aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="mt-2 text-ink-muted">
            {t('sheet.description')}
          </DialogPrimitive.Description>
          <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-5">
            <ChildFormFields form={form} />
            <Button type="submit" disabled={saving}>
              {saving ? t('form.saving') : t('sheet.save')}
            </Button>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
