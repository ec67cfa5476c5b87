import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/child';
import { buttonClasses } from '@/ui/button';
import { ChildProfileEditor } from './child-profile-editor';

interface ChildSheetProps {
  parentId: string;
  /** The child being edited; none to add one. */
  child?: Child;
  onClose: () => void;
}

/** Settings' side sheet that adds or edits a child (S§2): a Radix Dialog sliding in from the side. */
export function ChildSheet({ parentId, child, onClose }: ChildSheetProps) {
  const { t } = useTranslation(['profiles', 'common']);
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
          <div className="mt-4">
            <ChildProfileEditor parentId={parentId} child={child} onSaved={onClose} onCancel={onClose} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
