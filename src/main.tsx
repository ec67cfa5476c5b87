import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { GOOGLE_CALLBACK_PATH } from '@/contract/constants';
import { bootSession } from '@/features/auth/session/boot-session';
import { i18n, initI18n, translationsReady } from '@/lib/i18n/i18n';
import { startOutboxIfPending } from '@/lib/outbox/outbox-start';
import { registerServiceWorker } from '@/lib/sw-registration';
import './styles.css';

initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

function startApp(root: HTMLElement): void {
  bootSession(); // Before the first render, so the session's requests start as early as possible.
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  // A Spanish first screen waits for its texts (one small cached chunk); if they fail, English shows.
  translationsReady().then(render, render);
  registerServiceWorker();
  startOutboxIfPending(); // Writes left from an earlier visit are replayed (DESIGN decision 12).
}

if (window.location.pathname === GOOGLE_CALLBACK_PATH) {
  // The Google popup's way back: hand the answer to the opener and close; no app, no session start-up.
  void import('@/features/auth/google/google-callback').then(async (callback) => {
    const message = callback.completeGoogleCallback();
    await i18n.loadNamespaces('auth').catch(() => undefined);
    callback.showCallbackNote(message, container, (key) => i18n.t(`auth:${key}`));
  });
} else {
  startApp(container);
}
