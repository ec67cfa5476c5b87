import { useSessionStore } from '@/features/auth/stores/session-store';
import { onDownloadsRemoved, setDownloadsAccount } from '@/features/downloads/use-downloads';
import { i18n } from '@/lib/i18n/i18n';
import { notify } from '@/ui/toast';

// Composes the session and the downloads (features never import each other):
//  - what the screens show of the device follows the signed-in account (another account on a shared
//    tablet never sees this one's downloads);
//  - a story deleted on another device and so removed from this one is announced, one notice each.
// Loaded with the screens that show downloads (the story page, the libraries, the player, settings and
// a signed-in home), never with the first screen.

setDownloadsAccount(useSessionStore.getState().user?.id ?? null);

useSessionStore.subscribe((state, previous) => {
  const userId = state.user?.id ?? null;
  if (userId !== (previous.user?.id ?? null)) setDownloadsAccount(userId);
});

onDownloadsRemoved((titles) => {
  void i18n
    .loadNamespaces('settings')
    .then(() => {
      for (const title of titles) notify.info(i18n.t('settings:downloads.removedElsewhere', { title }));
    })
    .catch((error: unknown) => console.warn('Downloads: the notice could not be shown.', error));
});
