import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@/contract/constants';
import { toasterDemand } from './toast';

// Loaded with the first toast (see toast.ts for why).
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Where toasts appear: at the bottom, above the navigation and the mini-player (the layout keeps
 * --toast-offset-bottom up to date), so they never cover a page's title; in the night palette (S§9).
 */
export function Toaster() {
  const { t } = useTranslation();
  const wanted = useSyncExternalStore(
    toasterDemand.subscribe,
    toasterDemand.isWanted,
    toasterDemand.isWanted,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme="dark"
        position="bottom-center"
        offset={{ bottom: 'var(--toast-offset-bottom, 1rem)' }}
        mobileOffset={{ bottom: 'var(--toast-offset-bottom, 1rem)', left: '0.75rem', right: '0.75rem' }}
        visibleToasts={TOAST_VISIBLE_MAX}
        duration={TOAST_DURATION_MS}
        containerAriaLabel={t('a11y.notifications')}
        toastOptions={{
          classNames: {
            toast: 'rounded-2xl! border! border-line-strong! bg-raised! text-ink! font-sans! text-base!',
            description: 'text-ink-muted!',
            success: '[&_[data-icon]]:text-accent!',
            error: '[&_[data-icon]]:text-danger-text!',
          },
        }}
      />
    </Suspense>
  );
}
