// The spec's numbers in one place. "P§n" = spec/platform-accounts-privacy-profiles.md section n,
// "S§n" = spec/stories-player-library-subscription.md section n. Numbers marked "ours" are
// engineering choices that the spec does not fix.

// --- Platform (P§1, P§9) ---
/** The product's name (a brand, never translated). */
export const APP_NAME = 'Fablecast';
/** P§1, P§9: environment detection result is cached for 30 s. */
export const ENVIRONMENT_CACHE_MS = 30_000;
/** P§1: the service worker script and its scope. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
/** Ours: message the page posts to a waiting service worker so it activates (the format Workbox's service workers know). */
export const SW_SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
/** Ours: a tap on a system notification, passed by the worker to an open page: open `url` in the app. */
export const SW_OPEN_URL_MESSAGE_TYPE = 'OPEN_URL';
/** Ours: no second update-reload within this window (guards against reload loops, P§8 "The page reloads"). */
export const SW_RELOAD_GUARD_MS = 10_000;
/** Ours: while something blocks the update (audio playing), check again this often. */
export const SW_UPDATE_RETRY_MS = 5_000;

// --- Languages (P§1, S§9) ---
/** P§1, S§9: interface languages, English first; English is the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';
/** P§1: "The choice is cached in local storage" — the key is ours. */
export const LANGUAGE_STORAGE_KEY = 'fablecast.language';

// --- API client (P§7, P§9) ---
/** P§7: every call goes to this base path. */
export const API_BASE_PATH = '/api/v1';
/** P§9: client rate limit — a bucket of 60 requests per minute, refilling 1 per second, wait ≤ 30 s. */
export const RATE_LIMIT_BUCKET_SIZE = 60;
export const RATE_LIMIT_REFILL_PER_SECOND = 1;
export const RATE_LIMIT_WAIT_TIMEOUT_MS = 30_000;
/** P§8: HTTP status used for the client-side rate limit and for a network failure. */
export const RATE_LIMIT_STATUS = 429;
export const NETWORK_ERROR_STATUS = 0;

// --- Session (P§1, P§3, P§4) ---
/** P§3: the signed-in user's copy in local storage. */
export const CACHED_USER_STORAGE_KEY = 'cached_user';
/** P§3: the refresh token's key in session storage (web) or device preferences (native); the key is ours. */
export const REFRESH_TOKEN_STORAGE_KEY = 'refresh_token';
/** P§1, P§3: the guest welcome card's dismissal, remembered in local storage. */
export const GUEST_WELCOME_DISMISSED_STORAGE_KEY = 'guest-welcome-dismissed';
/** P§4: the window event dispatched when a session cannot be renewed. */
export const SESSION_EXPIRED_EVENT = 'auth:session-expired';
/** P§4: dispatched on `window` when the parent signs out on this device (parent mode locks). */
export const SIGNED_OUT_EVENT = 'auth:signed-out';
/** DESIGN decision 12: the outbox's Background Sync tag, and the worker's message asking pages to flush. */
export const OUTBOX_SYNC_TAG = 'fablecast-outbox';
export const OUTBOX_FLUSH_MESSAGE = { type: 'OUTBOX_FLUSH' } as const;
/** Ours: an access token this close to its `exp` counts as expired (clock skew, time in flight). */
export const ACCESS_TOKEN_EXPIRY_LEEWAY_MS = 10_000;
/** Ours: where Google's sign-in popup returns (the OAuth redirect URI is `${origin}` + this path). */
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';

// --- Data cache (P§9, S§9) ---
/** P§9, S§9: stale after 5 minutes, kept 30 minutes, no refetch on focus, 1 retry. */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 30 * 60_000;
export const QUERY_REFETCH_ON_WINDOW_FOCUS = false;
export const QUERY_RETRY = 1;

// --- Pagination and search (P§9, S§7, S§9) ---
/** P§9, S§9: page size for profiles and progress (cursor + limit). */
export const PAGE_SIZE = 25;
/** S§5, S§9: search runs at 3+ characters after a 500 ms debounce, 20 results. */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_LIMIT = 20;
/** Ours: the server takes a search of 1 to 100 characters (the app sends 3 or more). */
export const SEARCH_MAX_CHARS = 100;
/** Ours: the device remembers the last 5 searches (S§2's Recent tab), under this key. */
export const RECENT_SEARCHES_LIMIT = 5;
export const RECENT_SEARCHES_STORAGE_KEY = 'fablecast.recent-searches';
/** The signed-in parent's kid profiles as last loaded, so that listening offline still knows who listens. */
export const KEPT_CHILDREN_STORAGE_KEY = 'fablecast:children';
/** S§2, S§9: library card description preview length and date locale. */
export const LIBRARY_PREVIEW_CHARS = 80;
export const LIBRARY_DATE_LOCALE = 'en-GB';

// --- Parent mode and gate (P§4, P§9) ---
/** P§4, P§9: parent mode turns off after 5 minutes without interaction. */
export const PARENT_MODE_TIMEOUT_MS = 300_000;
/** P§4, P§9: 5 wrong answers start a 15 s lockout whose countdown ticks every 500 ms. */
export const GATE_MAX_ATTEMPTS = 5;
export const GATE_LOCKOUT_MS = 15_000;
export const GATE_TICK_MS = 500;
/** P§2: challenge operands — first 6 to 11, second 4 to 8. */
export const GATE_FIRST_OPERAND = { min: 6, max: 11 } as const;
export const GATE_SECOND_OPERAND = { min: 4, max: 8 } as const;

// --- Consent and analytics (P§7, P§9) ---
/** P§7, P§9: consent document version and local storage format version. */
export const CONSENT_VERSION = '2025-privacy-v1';
export const CONSENT_STORAGE_VERSION = 'v1';
/** P§7, P§9: statuses after which a consent write is kept only locally. */
export const CONSENT_FALLBACK_STATUSES = [404, 405, 501, 503] as const;
/** P§9: analytics buffer holds at most 1000 events, trimmed to the latest 500. */
export const ANALYTICS_BUFFER_MAX = 1000;
export const ANALYTICS_BUFFER_TRIM_TO = 500;
/** P§4, P§9: listening milestones, tracked once per story and chapter; memory 1000 → 500. */
export const LISTENING_MILESTONES = [25, 50, 75, 100] as const;
export const MILESTONE_MEMORY_MAX = 1000;
export const MILESTONE_MEMORY_TRIM_TO = 500;

// --- Kid profiles and forms (P§3, P§5, P§9, S§5) ---
/** P§5, P§9: kid age in the profile form; onboarding accepts 1 to 12. */
export const KID_AGE = { min: 3, max: 12 } as const;
export const ONBOARDING_KID_AGE = { min: 1, max: 12 } as const;
/** P§3, P§9: default preferred duration (minutes) and themes of a new kid profile. */
export const DEFAULT_PREFERRED_DURATION_MINUTES = 10;
export const DEFAULT_FAVORITE_THEMES = ['adventure', 'animals'] as const;
/**
 * S§9 "autoplay next on" (P§3 says off; S§4 says the end of a chapter moves on, and a child cannot
 * press Next in the dark): a new kid profile, and a listener with no profile, go on to the next chapter.
 */
export const DEFAULT_AUTOPLAY_NEXT = true;
/** Ours: what a parent writes about a child's interests, at most this many characters. */
export const KID_INTERESTS_MAX_LENGTH = 200;
/** P§2: a kid profile's Recent Activity lists up to 5 stories. */
export const RECENT_ACTIVITY_LIMIT = 5;
/** P§3: the active kid profile id is kept per user in local storage under this prefix + user id (ours). */
export const ACTIVE_PROFILE_STORAGE_KEY_PREFIX = 'fablecast.active-profile.';
/** P§5, P§9: password and name minimums; profile edit limits (S§5). */
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 255;
/** P§5, P§9, S§5: support form lengths. */
export const SUPPORT_SUBJECT_LENGTH = { min: 5, max: 100 } as const;
export const SUPPORT_MESSAGE_LENGTH = { min: 10, max: 1000 } as const;
/** Ours: the support address as last answered by the server, so Help › Contact works offline too. */
export const SUPPORT_EMAIL_STORAGE_KEY = 'fablecast.support-email';
/** S§2, P§9 say the legal pages were last updated January 2025; ours were rewritten for this product. */
export const LEGAL_LAST_UPDATED = '2026-11-26';

// --- Stories and generation (S§5, S§9) ---
/** S§5, S§9: chapters 3 to 12, default 6; target duration is 5 per chapter. */
export const CHAPTER_COUNT = { min: 3, max: 12, default: 6 } as const;
export const TARGET_DURATION_PER_CHAPTER = 5;
/** S§9: audio polling every 3000 ms up to 120 times; story polling every 2000 ms up to 90 times. */
export const AUDIO_POLL_INTERVAL_MS = 3_000;
export const AUDIO_POLL_MAX_ATTEMPTS = 120;
export const STORY_POLL_INTERVAL_MS = 2_000;
export const STORY_POLL_MAX_ATTEMPTS = 90;
/** S§2, S§9: after a story is ready the generating screen waits 1 s before opening it. */
export const GENERATION_FINISH_DELAY_MS = 1_000;
/** S§1: the tag every story carries; an exported story's text ends with it, in the story's language. */
export const AI_CONTENT_NOTICE = {
  en: 'Generated by AI - Content suitable for children',
  es: 'Generado con IA - Contenido apto para niños',
} as const;

// --- Player and progress (P§3, P§7, S§9) ---
/** P§3, S§9: chapter duration used when none is known, and the partial-progress cap. */
export const DEFAULT_CHAPTER_DURATION_S = 300;
export const PARTIAL_PROGRESS_CAP_PERCENT = 99;
/** S§9: skip buttons jump 30 s. */
export const SKIP_SECONDS = 30;
/** P§7, S§9: progress save debounce 2 s, skipped under 5 s of movement; complete within 5 s of the end. */
export const PROGRESS_SAVE_DEBOUNCE_MS = 2_000;
export const PROGRESS_MIN_CHANGE_S = 5;
export const COMPLETION_THRESHOLD_S = 5;
/** S§4, S§9: audio URL refresh / retry attempts. */
export const AUDIO_MAX_RETRIES = 3;
/** P§3, S§9: default volume 0.8, clamped 0 to 1, stored under 'audio-volume'. */
export const AUDIO_VOLUME_DEFAULT = 0.8;
export const AUDIO_VOLUME_STORAGE_KEY = 'audio-volume';

// --- Settings (S§5, S§9) ---
/** S§5, S§9: settings ranges and defaults. */
export const SLEEP_TIMER_MINUTES = { min: 5, max: 120, default: 30 } as const;
/** Ours: the sleep-timer lengths offered, in the player and as the default in Settings (within 5 to 120). */
export const SLEEP_TIMER_CHOICES = [5, 15, 30, 45, 60, 90, 120] as const;
export const OFFLINE_STORAGE_MB = { min: 100, max: 2000, step: 100, default: 500 } as const;
/**
 * S§5: volume 0-100 in steps of 5. S§9 also names 70 as the settings default, but the player's
 * default is 0.8 (P§3, S§9, AUDIO_VOLUME_DEFAULT): one volume, one default, 80 (ADR 028).
 */
export const SETTINGS_VOLUME = { min: 0, max: 100, step: 5 } as const;
export const PLAYBACK_SPEED = { min: 0.8, max: 1.5, step: 0.1, default: 1 } as const;
/** The speeds offered: 0.8, 0.9 … 1.5 (S§5). */
export const PLAYBACK_SPEED_CHOICES = Array.from(
  { length: Math.round((PLAYBACK_SPEED.max - PLAYBACK_SPEED.min) / PLAYBACK_SPEED.step) + 1 },
  (_, index) => Math.round((PLAYBACK_SPEED.min + index * PLAYBACK_SPEED.step) * 10) / 10,
);
export const DOWNLOAD_QUALITIES = ['high', 'medium', 'low'] as const;
/** S§9: the settings defaults (analytics off is the consent's own default, NO_CONSENT). */
export const SETTINGS_DEFAULTS = {
  childModeEnabled: true,
  autoplayNext: true,
  backgroundPlayback: false,
  notifications: { enabled: true, newStoryAlerts: true, progressMilestones: true },
} as const;

// --- Subscription (S§9) ---
/** S§9: plan prices in euro cents and period lengths in days. */
export const PLANS = {
  weekly: { priceCents: 289, currency: 'EUR', periodDays: 7 },
  monthly: { priceCents: 590, currency: 'EUR', periodDays: 30 },
} as const;
/** S§7: the demo subscription (no payment link configured) answers after 500 to 1000 ms. */
export const DEMO_SUBSCRIPTION_DELAY_MS = { min: 500, max: 1000 } as const;
/** S§3: the demo subscription is kept in local storage per user, under this prefix + user id (ours). */
export const SUBSCRIPTION_STORAGE_KEY_PREFIX = 'fablecast.subscription.';
/** S§1: text only, not enforced. */
export const FREE_STORIES_PER_MONTH = 5;

// --- UI (P§2, P§9, S§9) ---
/** P§2, P§9: bottom navigation height, about 72 px (plus the safe-area inset). */
export const BOTTOM_NAV_HEIGHT_PX = 72;
/** S§9: notifications — one visible at a time, closing after 5000 ms. */
export const TOAST_VISIBLE_MAX = 1;
export const TOAST_DURATION_MS = 5_000;
