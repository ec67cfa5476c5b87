import { ENVIRONMENT_CACHE_MS } from '@/contract/constants';
import type { AppEnvironment } from '@/contract/enums';

// Where the app runs (P§1): inside the Capacitor shell, as an installed PWA, inside another app's
// web view, or in a normal browser. The globals and the clock are injected so every case is testable.

/** The parts of `window` the detection reads. */
export interface EnvironmentWindow {
  Capacitor?: { isNativePlatform?: () => boolean };
  matchMedia?: (query: string) => { matches: boolean };
  navigator?: { userAgent?: string; standalone?: boolean };
}

// Android System WebView adds "; wv)"; Facebook, Instagram, Line, etc. embed their own browsers.
const IN_APP_BROWSER =
  /; wv\)|\bFBAN\/|\bFBAV\/|\bFB_IAB\/|Instagram|\bLine\/|MicroMessenger|Snapchat|TikTok/i;
const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;

function isCapacitor(win: EnvironmentWindow): boolean {
  return win.Capacitor?.isNativePlatform?.() === true;
}

/**
 * The 'capacitor' case of the detection on its own, for code in the first load that needs no more
 * (the session's token storage): it leaves the user-agent rules out of that bundle.
 */
export function runsInNativeShell(): boolean {
  return typeof window !== 'undefined' && isCapacitor(window);
}

function isInstalledPwa(win: EnvironmentWindow): boolean {
  return (
    win.matchMedia?.('(display-mode: standalone)').matches === true || win.navigator?.standalone === true
  );
}

function isMobileWebView(userAgent: string): boolean {
  if (IN_APP_BROWSER.test(userAgent)) return true;
  // iOS web views (WKWebView) leave "Safari" out of the user agent; every iOS browser keeps it.
  return IOS_DEVICE.test(userAgent) && !/Safari\//.test(userAgent);
}

/** Classifies one snapshot of the globals; `undefined` means there is no window (worker, server). */
export function classifyEnvironment(win: EnvironmentWindow | undefined): AppEnvironment {
  if (!win?.navigator) return 'unknown';
  if (isCapacitor(win)) return 'capacitor';
  if (isInstalledPwa(win)) return 'pwa';
  if (isMobileWebView(win.navigator.userAgent ?? '')) return 'mobile-webview';
  return 'web';
}

interface DetectorOptions {
  getWindow: () => EnvironmentWindow | undefined;
  now: () => number;
  cacheMs?: number;
}

/** Returns a detector that recomputes at most once per `cacheMs` (30 s by default, P§9). */
export function createEnvironmentDetector({
  getWindow,
  now,
  cacheMs = ENVIRONMENT_CACHE_MS,
}: DetectorOptions): () => AppEnvironment {
  let cached: { value: AppEnvironment; at: number } | undefined;
  return () => {
    const time = now();
    if (cached && time - cached.at < cacheMs) return cached.value;
    cached = { value: classifyEnvironment(getWindow()), at: time };
    return cached.value;
  };
}

/** The app's detector, reading the real globals. (Pure: bundles that never call it drop it.) */
export const detectEnvironment = /* @__PURE__ */ createEnvironmentDetector({
  getWindow: () => (typeof window === 'undefined' ? undefined : window),
  now: () => Date.now(),
});
