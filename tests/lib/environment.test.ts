import { describe, expect, it } from 'vitest';
import { classifyEnvironment, createEnvironmentDetector, type EnvironmentWindow } from '@/lib/environment';

const CHROME_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_WKWEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36';
const FACEBOOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0]';
const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Instagram 330.0.0.40.92 Android';

function fakeWindow({
  userAgent = CHROME_DESKTOP,
  standaloneMedia = false,
  iosStandalone,
  capacitor,
}: {
  userAgent?: string;
  standaloneMedia?: boolean;
  iosStandalone?: boolean;
  capacitor?: boolean;
} = {}): EnvironmentWindow {
  return {
    navigator: { userAgent, standalone: iosStandalone },
    matchMedia: (query) => ({ matches: standaloneMedia && query === '(display-mode: standalone)' }),
    ...(capacitor !== undefined && { Capacitor: { isNativePlatform: () => capacitor } }),
  };
}

describe('classifyEnvironment', () => {
  it('is unknown without a window', () => {
    expect(classifyEnvironment(undefined)).toBe('unknown');
  });

  it('is capacitor inside the native shell, even when it also looks standalone', () => {
    expect(classifyEnvironment(fakeWindow({ capacitor: true, standaloneMedia: true }))).toBe('capacitor');
  });

  it('is not capacitor when the Capacitor bridge says it runs on the web', () => {
    expect(classifyEnvironment(fakeWindow({ capacitor: false }))).toBe('web');
  });

  it('is pwa in standalone display mode', () => {
    expect(classifyEnvironment(fakeWindow({ standaloneMedia: true }))).toBe('pwa');
  });

  it('is pwa for an iOS home-screen app (navigator.standalone)', () => {
    expect(classifyEnvironment(fakeWindow({ userAgent: SAFARI_IPAD, iosStandalone: true }))).toBe('pwa');
  });

  it.each([
    ['Android System WebView', ANDROID_WEBVIEW],
    ['iOS WKWebView (no Safari token)', IOS_WKWEBVIEW],
    ['Facebook in-app browser', FACEBOOK_IOS],
    ['Instagram in-app browser', INSTAGRAM_ANDROID],
  ])('is mobile-webview in the %s', (_name, userAgent) => {
    expect(classifyEnvironment(fakeWindow({ userAgent }))).toBe('mobile-webview');
  });

  it.each([
    ['desktop Chrome', CHROME_DESKTOP],
    ['Safari on iPad', SAFARI_IPAD],
  ])('is web in %s', (_name, userAgent) => {
    expect(classifyEnvironment(fakeWindow({ userAgent }))).toBe('web');
  });
});

describe('createEnvironmentDetector', () => {
  it('answers from its cache for 30 s, then looks again', () => {
    let time = 1_000_000;
    let win = fakeWindow();
    const detect = createEnvironmentDetector({ getWindow: () => win, now: () => time });

    expect(detect()).toBe('web');

    win = fakeWindow({ standaloneMedia: true });
    time += 29_999;
    expect(detect()).toBe('web');

    time += 1;
    expect(detect()).toBe('pwa');
  });

  it('computes once per cache period', () => {
    let reads = 0;
    let time = 0;
    const detect = createEnvironmentDetector({
      getWindow: () => {
        reads += 1;
        return fakeWindow();
      },
      now: () => time,
    });
    detect();
    detect();
    time = 10_000;
    detect();
    expect(reads).toBe(1);
    time = 30_000;
    detect();
    expect(reads).toBe(2);
  });
});
