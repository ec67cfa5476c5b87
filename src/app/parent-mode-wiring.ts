import { SIGNED_OUT_EVENT } from '@/contract/constants';
import { analytics } from '@/features/analytics/analytics';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { anyConsent, loadLocalConsent, useConsentStore } from '@/features/consent/consent-store';
import { disableParentMode, useParentModeStore } from '@/features/parent-mode/parent-mode-store';
import { usePreferencesStore } from '@/features/settings/preferences-store';

// Composes parent mode, consent, analytics, Settings' Child Mode and the session (features never
// import each other):
//  - analytics follows the app mode, Child Mode and the analytics consent (P§4): it is child mode
//    while parent mode is locked or while Child Mode is on in Settings (on by default, S§9);
//  - every consent withdrawn starts a new analytics session;
//  - signing out on this device locks parent mode and clears the analytics buffer; a different parent
//    signing in locks it too, and every user gets their own consent copy.
// Loaded with the gate and the parent-only routes, never with the first screen.

function followContext(): void {
  const user = useSessionStore.getState().user;
  analytics.setContext({
    childMode: !useParentModeStore.getState().enabled || usePreferencesStore.getState().childModeEnabled,
    analyticsConsent: useConsentStore.getState().consent.analytics,
    ...(user !== null && { userId: user.id }),
  });
}

loadLocalConsent(useSessionStore.getState().user?.id ?? null);
followContext();

useParentModeStore.subscribe(followContext);
usePreferencesStore.subscribe((state, previous) => {
  if (state.childModeEnabled !== previous.childModeEnabled) followContext();
});

useConsentStore.subscribe((state, previous) => {
  if (anyConsent(previous.consent) && !anyConsent(state.consent)) analytics.startNewSession();
  followContext();
});

window.addEventListener(SIGNED_OUT_EVENT, () => {
  disableParentMode();
  analytics.clearBuffer();
});

useSessionStore.subscribe((state, previous) => {
  const userId = state.user?.id ?? null;
  if (userId === (previous.user?.id ?? null)) return;
  if (previous.user !== null && state.user !== null) disableParentMode(); // Another parent.
  loadLocalConsent(userId);
  followContext();
});
