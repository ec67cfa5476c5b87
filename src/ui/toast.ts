// The one toast helper. Callers pass strings that are already translated.
// What is on screen stays true (ADR 022):
//  - the same error raised again is the same toast (it replaces itself, never stacks);
//  - a success takes down the errors it follows ("Invalid email or password" goes when "Welcome back!"
//    comes);
//  - an error takes down the passing news before it ("Next chapter" goes when that chapter fails).
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

/** The toasts raised and not yet replaced, by id, with their kind. */
const shown = new Map<string | number, ToastKind>();
let counter = 0;

function show(kind: ToastKind, title: string, options?: NotifyOptions): void {
  if (!toasterWanted) {
    toasterWanted = true;
    listeners.forEach((listener) => listener());
  }
  const id =
    options?.id ??
    (kind === 'error' ? `error:${title}\n${options?.description ?? ''}` : `toast-${++counter}`);
  const outdated = [...shown].filter(([, other]) =>
    kind === 'success' ? other === 'error' : kind === 'error' ? other === 'info' : false,
  );
  for (const [otherId] of outdated) shown.delete(otherId);
  shown.set(id, kind);
  import('sonner')
    .then(({ toast }) => {
      for (const [otherId] of outdated) toast.dismiss(otherId);
      toast[kind](title, {
        ...options,
        id,
        onDismiss: () => shown.delete(id),
        onAutoClose: () => shown.delete(id),
      });
    })
    .catch((error: unknown) => console.error('Could not show a notification:', error));
}

export const notify = {
  success: (title: string, options?: NotifyOptions) => show('success', title, options),
  error: (title: string, options?: NotifyOptions) => show('error', title, options),
  info: (title: string, options?: NotifyOptions) => show('info', title, options),
  /** Takes down the toast raised with this id, once what it said is no longer true. */
  dismiss: (id: string) => {
    if (!shown.delete(id)) return;
    import('sonner')
      .then(({ toast }) => toast.dismiss(id))
      .catch((error: unknown) => console.error('Could not dismiss a notification:', error));
  },
};
