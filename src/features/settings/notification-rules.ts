import type { NotificationAccess } from '@/lib/system-notifications';
import type { SettingsPreferences } from './preferences';

// When Fablecast shows a notice on the device (Settings › Notifications, ADR 028). Only while the app is
// out of sight: on screen, the screens say it themselves (the "Story Ready!" toast, the player).

interface NoticeContext {
  preferences: Pick<SettingsPreferences, 'notifications'>;
  access: NotificationAccess;
  /** document.visibilityState */
  visibility: DocumentVisibilityState;
}

/** The switch as a parent sees it: on only when they want notices and the browser lets us show them. */
export function notificationsOn({ preferences, access }: Omit<NoticeContext, 'visibility'>): boolean {
  return preferences.notifications.enabled && access === 'granted';
}

/** A story finished being made: "Your story is ready", when the app is in the background. */
export function noticesStoryReady(context: NoticeContext): boolean {
  return (
    context.visibility === 'hidden' &&
    notificationsOn(context) &&
    context.preferences.notifications.newStoryAlerts
  );
}

/**
 * A listening milestone (P§4): a notice for the parent when a chapter is heard to its end (25, 50 and
 * 75 % would be three interruptions a chapter), only in parent mode, with the app in the background.
 */
export function noticesMilestone(context: NoticeContext & { percent: number; parentMode: boolean }): boolean {
  return (
    context.percent === 100 &&
    context.parentMode &&
    context.visibility === 'hidden' &&
    notificationsOn(context) &&
    context.preferences.notifications.progressMilestones
  );
}
