import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@/features/settings/preferences';
import { noticesMilestone, noticesStoryReady, notificationsOn } from '@/features/settings/notification-rules';

// When a notice is shown on the device (Settings › Notifications, ADR 028).

const withNotifications = (notifications: Partial<typeof DEFAULT_PREFERENCES.notifications> = {}) => ({
  notifications: { ...DEFAULT_PREFERENCES.notifications, ...notifications },
});

const hiddenAndAllowed = {
  preferences: withNotifications(),
  access: 'granted',
  visibility: 'hidden',
} as const;

describe('the Notifications switch', () => {
  it('is on only when the parent wants notices and the browser allows them', () => {
    expect(notificationsOn({ preferences: withNotifications(), access: 'granted' })).toBe(true);
    for (const access of ['default', 'denied', 'unsupported'] as const) {
      expect(notificationsOn({ preferences: withNotifications(), access })).toBe(false);
    }
    expect(notificationsOn({ preferences: withNotifications({ enabled: false }), access: 'granted' })).toBe(
      false,
    );
  });
});

describe('"Your story is ready"', () => {
  it('is shown when the story is made while the app is in the background', () => {
    expect(noticesStoryReady(hiddenAndAllowed)).toBe(true);
  });

  it('is not shown while the app is on screen: the screen says it', () => {
    expect(noticesStoryReady({ ...hiddenAndAllowed, visibility: 'visible' })).toBe(false);
  });

  it('is not shown without permission, with notifications off, or with new-story alerts off', () => {
    expect(noticesStoryReady({ ...hiddenAndAllowed, access: 'default' })).toBe(false);
    expect(noticesStoryReady({ ...hiddenAndAllowed, access: 'denied' })).toBe(false);
    expect(
      noticesStoryReady({ ...hiddenAndAllowed, preferences: withNotifications({ enabled: false }) }),
    ).toBe(false);
    expect(
      noticesStoryReady({ ...hiddenAndAllowed, preferences: withNotifications({ newStoryAlerts: false }) }),
    ).toBe(false);
  });
});

describe('a listening milestone', () => {
  const heard = { ...hiddenAndAllowed, percent: 100, parentMode: true };

  it('tells the parent, in parent mode, when a chapter is heard to its end', () => {
    expect(noticesMilestone(heard)).toBe(true);
  });

  it('says nothing in child mode', () => {
    expect(noticesMilestone({ ...heard, parentMode: false })).toBe(false);
  });

  it('says nothing of 25, 50 or 75 %, on screen, or with progress milestones off', () => {
    for (const percent of [25, 50, 75]) expect(noticesMilestone({ ...heard, percent })).toBe(false);
    expect(noticesMilestone({ ...heard, visibility: 'visible' })).toBe(false);
    expect(
      noticesMilestone({ ...heard, preferences: withNotifications({ progressMilestones: false }) }),
    ).toBe(false);
  });
});
