import { useEffect, useState } from 'react';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  notificationAccess,
  requestNotificationPermission,
  watchNotificationAccess,
  type NotificationAccess,
} from '@/lib/system-notifications';
import { SectionCard } from '@/ui/section-card';
import { SwitchRow } from '@/ui/switch-row';
import { notificationsOn } from '../notification-rules';
import { changePreferences, usePreferencesStore } from '../preferences-store';

/** What the browser allows now, following changes made in its own settings. */
function useNotificationAccess() {
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  useEffect(() => watchNotificationAccess(() => setAccess(notificationAccess())), []);
  return [access, setAccess] as const;
}

/**
 * Settings › Notifications (S§3): the device's notices while the app is in the background. The browser
 * is asked for permission only from the switch, inside the tap, with a sentence first on why.
 */
export function NotificationsSection() {
  const { t } = useTranslation('playback');
  const [access, setAccess] = useNotificationAccess();
  const notifications = usePreferencesStore((state) => state.notifications);
  const on = notificationsOn({ preferences: { notifications }, access });
  const unavailable = access === 'denied' || access === 'unsupported';

  const turn = async (wanted: boolean) => {
    if (!wanted) {
      changePreferences({ notifications: { enabled: false } });
      return;
    }
    // Called in the tap itself: the browser shows its question only to a gesture.
    const answer = await requestNotificationPermission();
    changePreferences({ notifications: { enabled: true } });
    setAccess(answer);
  };

  return (
    <SectionCard title={t('notifications.title')} description={t('notifications.description')}>
      <SwitchRow
        label={t('notifications.enabled.name')}
        description={t('notifications.enabled.description')}
        note={access === 'default' ? t('notifications.why') : undefined}
        checked={on}
        disabled={unavailable}
        onChange={(wanted) => void turn(wanted)}
      />
      {unavailable && (
        <div role="status" className="flex gap-3 rounded-2xl border-2 border-line-strong bg-raised p-4">
          <BellOff aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-ink-muted" />
          <div>
            <p className="font-semibold">
              {access === 'denied' ? t('notifications.blocked') : t('notifications.unsupported')}
            </p>
            {access === 'denied' && <p className="mt-1 text-ink-muted">{t('notifications.blockedHow')}</p>}
          </div>
        </div>
      )}
      <SwitchRow
        label={t('notifications.newStoryAlerts.name')}
        description={t('notifications.newStoryAlerts.description')}
        checked={on && notifications.newStoryAlerts}
        disabled={!on}
        onChange={(wanted) => changePreferences({ notifications: { newStoryAlerts: wanted } })}
      />
      <SwitchRow
        label={t('notifications.progressMilestones.name')}
        description={t('notifications.progressMilestones.description')}
        checked={on && notifications.progressMilestones}
        disabled={!on}
        onChange={(wanted) => changePreferences({ notifications: { progressMilestones: wanted } })}
      />
    </SectionCard>
  );
}
