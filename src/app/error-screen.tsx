import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CloudLightning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

/** The raw message of whatever was thrown: an Error, a string, or anything else. */
function errorMessageOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return undefined;
}

// "Go to Home" does a full document load rather than a router navigation: after a crash, module
// state (stores, router, half-finished effects) may be inconsistent, and only a fresh load is sure to
// reset all of it. The service worker serves the app shell, so this works offline too.
function hardResetToHome(): void {
  window.location.assign('/');
}

interface ErrorScreenProps {
  error: unknown;
  /** Leaves the screen; defaults to a full reload of `/`. */
  onGoHome?: () => void;
}

/** The top-level error screen (P§8, S§8). */
export function ErrorScreen({ error, onGoHome = hardResetToHome }: ErrorScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const message = errorMessageOf(error) || t('errorScreen.unknownError');
  useDocumentTitle(t('errorScreen.title'));

  useEffect(() => {
    console.error('Fablecast crashed:', error);
  }, [error]);

  const goHome = () => {
    queryClient.clear(); // Drop cached server data that may have caused the crash.
    onGoHome();
  };

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-4 py-10 text-center">
      <CloudLightning aria-hidden="true" className="size-16 text-accent" />
      <h1 className="text-3xl font-bold">{t('errorScreen.title')}</h1>
      <p className="text-lg text-ink-muted">{t('errorScreen.body')}</p>
      <Card className="w-full text-left">
        <h2 className="text-sm font-semibold text-ink-muted">{t('errorScreen.detailsLabel')}</h2>
        <p className="mt-1 font-mono text-sm break-words text-danger-text">{message}</p>
      </Card>
      <Button size="lg" onClick={goHome}>
        {t('actions.goHome')}
      </Button>
    </main>
  );
}
