// The device's own notifications (the Notifications API, shown through the service worker, as Android
// requires). Permission is asked only by `requestNotificationPermission`, which must be called inside
// the tap on Settings' switch: a browser ignores (or punishes) a request that no gesture started.

/** 'unsupported': this browser cannot show them (iPhone and iPad: only an app added to the Home Screen). */
export type NotificationAccess = NotificationPermission | 'unsupported';

const supported = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;

/** Whether this browser lets Fablecast show notifications now. */
export function notificationAccess(): NotificationAccess {
  return supported() ? Notification.permission : 'unsupported';
}

/** Asks the browser (the tap's own call); answers what it said. */
export async function requestNotificationPermission(): Promise<NotificationAccess> {
  if (!supported()) return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission; // An old browser with the callback form only.
  }
}

/** Calls `onChange` when the permission changes in the browser's settings; returns the way to stop. */
export function watchNotificationAccess(onChange: () => void): () => void {
  if (!supported() || !navigator.permissions?.query) return () => {};
  let status: PermissionStatus | null = null;
  let stopped = false;
  navigator.permissions.query({ name: 'notifications' }).then(
    (found) => {
      if (stopped) return;
      status = found;
      status.addEventListener('change', onChange);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    status?.removeEventListener('change', onChange);
  };
}

export interface SystemNotice {
  title: string;
  body: string;
  /** A notice with the same tag replaces the one before (one per story, say). */
  tag: string;
  /** Where a tap opens the app: a path of this app. */
  url: string;
  /** The language the texts are in. */
  lang: string;
}

/** Shows a notice on the device; false when it could not (no permission, no service worker). */
export async function showSystemNotice(notice: SystemNotice): Promise<boolean> {
  if (notificationAccess() !== 'granted') return false;
  const { title, body, tag, url, lang } = notice;
  const options: NotificationOptions = { body, tag, lang, data: { url }, icon: '/icons/icon-192.png' };
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return false;
    await registration.showNotification(title, options);
    return true;
  } catch (error) {
    console.warn('Notifications: a notice could not be shown.', error);
    return false;
  }
}
