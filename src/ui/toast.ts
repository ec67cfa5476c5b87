// The one toast helper. Callers pass strings that are already translated.
// sonner is loaded on demand: no toast is needed to paint the first screen, and it keeps ~9 KB gzip
// out of the first load: the Toaster mounts only once the first toast is raised, and sonner replays
// toasts raised before it subscribed.

let toasterWanted = false;
const listeners = new Set<() => void>();

/** For the Toaster: subscribe to the moment the first toast is raised. */
export const toasterDemand = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWanted: (): boolean => toasterWanted,
};

interface NotifyOptions {
  description?: string;
  /** Toasts with the same id are one toast: a second one replaces the first instead of stacking. */
  id?: string;
}

type ToastKind = 'success' | 'error' | 'info';

function show(kind: ToastKind, title: string, options?: NotifyOptions): void {
  if (!toasterWanted) {
    toasterWanted = true;
    listeners.forEach((listener) => listener());
  }
  import('sonner')
    .then(({ toast }) => toast[kind](title, options))
    .catch((error: unknown) => console.error('Could not show a notification:', error));
}

export const notify = {
  success: (title: string, options?: NotifyOptions) => show('success', title, options),
  error: (title: string, options?: NotifyOptions) => show('error', title, options),
  info: (title: string, options?: NotifyOptions) => show('info', title, options),
};
