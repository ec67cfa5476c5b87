import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, SW_SKIP_WAITING_MESSAGE } from '@/contract/constants';
import { createUpdateController, reloadOnce } from './sw-update';

// Registers /sw.js lazily, after the page has loaded, so the service worker's precaching never
// competes with the first render (P§1, DESIGN §13). The update policy lives in sw-update.ts.

const RELOAD_STAMP_KEY = 'fablecast.sw-reload-at';

let updateBlocker: () => boolean = () => false;

/**
 * Lets a feature defer updates while it must not be interrupted (the player while audio plays).
 * The function is asked again every few seconds until it answers false.
 */
export function setUpdateBlocker(isBusy: (() => boolean) | null): void {
  updateBlocker = isBusy ?? (() => false);
}

async function register(): Promise<void> {
  const serviceWorker = navigator.serviceWorker;
  const pageWasControlled = Boolean(serviceWorker.controller);
  const registration = await serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  const controller = createUpdateController({
    skipWaiting: () => registration.waiting?.postMessage(SW_SKIP_WAITING_MESSAGE),
    reload: () =>
      reloadOnce({
        storage: sessionStorage,
        key: RELOAD_STAMP_KEY,
        now: Date.now,
        reload: () => window.location.reload(),
      }),
    isBusy: () => updateBlocker(),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    pageWasControlled,
  });
  // The browser's own events, with no library in the first load: a new version installed and
  // waiting (now, or found later), and a version taking control of this page.
  const onInstalled = () => {
    if (registration.waiting && serviceWorker.controller) controller.onWaiting();
  };
  onInstalled();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') onInstalled();
    });
  });
  serviceWorker.addEventListener('controllerchange', () => controller.onControlling({ isUpdate: true }));
}

/** Registers the service worker after `load`; does nothing in development or without SW support. */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = () => {
    register().catch((error: unknown) => console.error('Service worker registration failed:', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
