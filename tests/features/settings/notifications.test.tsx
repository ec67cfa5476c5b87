import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStoryReady } from '@/features/settings/notices';
import { readPreferences, usePreferencesStore } from '@/features/settings/preferences-store';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderRoute } from '../../helpers/render-route';

// Settings › Notifications and the notice "Your story is ready" (S§3, issue 13, ADR 028).

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

/** The browser's side: its permission, its question, and the service worker that shows notices. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  const showNotification = vi.fn(async (_title: string, _options?: NotificationOptions) => undefined);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ showNotification }),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return { notification, showNotification };
}

function pageIs(visibility: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
}

beforeEach(() => {
  usePreferencesStore.setState(readPreferences(), true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(document, 'visibilityState');
});

async function openNotifications() {
  renderRoute('/settings');
  return screen.findByRole('region', { name: 'Notifications' });
}

const switchIn = (region: HTMLElement, name: string) => within(region).getByRole('switch', { name });

describe('Settings › Notifications', () => {
  it('asks the browser only from the switch, after saying why, and then turns on', async () => {
    const { notification } = fakeBrowser('default', 'granted');
    const region = await openNotifications();
    const main = switchIn(region, 'Show notifications');
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(main.getAttribute('aria-checked')).toBe('false');
    expect(
      within(region).getByText(/your browser asks whether Fablecast may show notifications/),
    ).toBeTruthy();
    expect((switchIn(region, 'New story alerts') as HTMLButtonElement).disabled).toBe(true);

    await act(async () => {
      fireEvent.click(main);
    });
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(main.getAttribute('aria-checked')).toBe('true');
    for (const name of ['New story alerts', 'Progress milestones']) {
      expect((switchIn(region, name) as HTMLButtonElement).disabled).toBe(false);
      expect(switchIn(region, name).getAttribute('aria-checked')).toBe('true');
    }
  });

  it('says clearly when the browser blocks them', async () => {
    fakeBrowser('denied');
    const region = await openNotifications();
    expect(within(region).getByText("Notifications are blocked in this browser's settings")).toBeTruthy();
    expect((switchIn(region, 'Show notifications') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so where the browser cannot show them', async () => {
    const region = await openNotifications();
    expect(within(region).getByText(/This browser can't show notifications/)).toBeTruthy();
    expect((switchIn(region, 'Show notifications') as HTMLButtonElement).disabled).toBe(true);
  });

  it('turns off (and back on) without asking again once allowed', async () => {
    const { notification } = fakeBrowser('granted');
    const region = await openNotifications();
    const main = switchIn(region, 'Show notifications');
    expect(main.getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(main);
    });
    expect(main.getAttribute('aria-checked')).toBe('false');
    expect(readPreferences().notifications.enabled).toBe(false);
    await act(async () => {
      fireEvent.click(main);
    });
    expect(main.getAttribute('aria-checked')).toBe('true');
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });
});

describe('"Your story is ready"', () => {
  const story = { id: 'st-1', title: 'The Lantern Owl' };

  it('is shown through the service worker when the story is made while the app is in the background', async () => {
    const { showNotification } = fakeBrowser('granted');
    pageIs('hidden');
    expect(await noticeStoryReady(story)).toBe(true);
    expect(showNotification).toHaveBeenCalledWith('Your story is ready', {
      body: '“The Lantern Owl” is ready to listen to.',
      tag: 'story-ready:st-1',
      lang: 'en',
      data: { url: '/story/st-1' },
      icon: '/icons/icon-192.png',
    });
  });

  it('is written in the app’s language', async () => {
    const { showNotification } = fakeBrowser('granted');
    pageIs('hidden');
    await changeLanguage('es');
    await noticeStoryReady(story);
    expect(showNotification).toHaveBeenCalledWith(
      'Tu cuento está listo',
      expect.objectContaining({ body: '«The Lantern Owl» ya se puede escuchar.', lang: 'es' }),
    );
  });

  it('is not shown while the app is on screen, or with new-story alerts off', async () => {
    const { showNotification } = fakeBrowser('granted');
    pageIs('visible');
    expect(await noticeStoryReady(story)).toBe(false);
    pageIs('hidden');
    usePreferencesStore.setState({
      notifications: { ...readPreferences().notifications, newStoryAlerts: false },
    });
    expect(await noticeStoryReady(story)).toBe(false);
    expect(showNotification).not.toHaveBeenCalled();
  });
});
