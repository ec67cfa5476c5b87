import { z } from 'zod';

// Analytics event shape (P§3, P§7) and the privacy rules of P§5, as pure functions. The app runs them
// before buffering an event and the server runs them again before storing one: the server never trusts
// that the client did.

/** Ours: limits on what one event may carry. Deeper, longer or wider parts are cut, never rejected. */
export const ANALYTICS_LIMITS = {
  maxDepth: 4,
  maxKeys: 50,
  maxArrayItems: 50,
  maxStringLength: 500,
  maxStackLength: 4000,
  maxUserAgentLength: 200,
} as const;

/** The markers that replace personal-looking values. None contains a digit, '@' or ':'. */
export const REDACTED = {
  email: '[REDACTED_EMAIL]',
  phone: '[REDACTED_PHONE]',
  ip: '[REDACTED_IP]',
  card: '[REDACTED_CARD]',
  ssn: '[REDACTED_SSN]',
  secret: '[REDACTED_SECRET]',
} as const;

/** P§5: a key containing any of these (case-insensitive) is dropped. Literal "contains": 'skipped' has 'ip'. */
export const PERSONAL_KEY_PARTS = [
  'email',
  'name',
  'phone',
  'address',
  'ip',
  'password',
  'secret',
  'token',
  'key',
  'ssn',
  'credit',
  'card',
  'birth',
  'gender',
  'user',
] as const;

/**
 * P§5 "a list of exact names": location and identity hints, plus what P§7 says the SDK never tracks
 * (UTM parameters, referrer, click ids, city, country, region, dma). Compared without case, '-', '_', '.'.
 */
export const PERSONAL_EXACT_KEYS = [
  'dob',
  'age',
  'zip',
  'zipcode',
  'postcode',
  'postalcode',
  'lat',
  'lng',
  'lon',
  'long',
  'latitude',
  'longitude',
  'location',
  'geo',
  'street',
  'city',
  'country',
  'region',
  'dma',
  'referrer',
  'referer',
  'gclid',
  'fbclid',
  'msclkid',
  'dclid',
  'utmsource',
  'utmmedium',
  'utmcampaign',
  'utmterm',
  'utmcontent',
  'photo',
  'avatar',
  'handle',
  'ssid',
] as const;

const exactKeys = new Set<string>(PERSONAL_EXACT_KEYS);
const normaliseKey = (key: string): string => key.toLowerCase().replace(/[-_.\s]/g, '');

/** P§5: true when a property key looks personal and must be dropped. */
export function isPersonalKey(key: string): boolean {
  const lower = key.toLowerCase();
  return PERSONAL_KEY_PARTS.some((part) => lower.includes(part)) || exactKeys.has(normaliseKey(key));
}

/** The Luhn checksum of a string of digits (P§5: a card number "passing a checksum"). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** True for a full or '::'-compressed IPv6 address (no embedded IPv4; that part is caught as IPv4). */
export function isIpv6(candidate: string): boolean {
  const halves = candidate.split('::');
  if (halves.length > 2 || candidate.includes(':::')) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false;
  return halves.length === 2 ? groups.length >= 1 && groups.length <= 7 : groups.length === 8;
}

// Each pattern keeps what precedes the match in group 1 instead of a lookbehind (older Safari lacks it).
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const IPV6 = /(^|[^0-9a-z:])((?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4})(?=[^0-9a-z:]|$)/gi;
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`(^|[^\\d.])(${OCTET}(?:\\.${OCTET}){3})(?![\\d.]*\\d)`, 'g');
const SSN = /(^|[^\d-])(\d{3}-\d{2}-\d{4})(?![\d-]*\d)/g;
// A run of digits with the separators cards and phones are written with; split into tokens below.
const NUMBER_RUN = /(^|[^\d+])(\+?\(?\d[\d\s().-]*\d)(?!\d)/g;

function looksLikePhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  // Dates, times and decimals are not phone numbers.
  if (/^\d{4}-\d{2}-\d{2}/.test(candidate) || /^\d+\.\d+$/.test(candidate)) return false;
  // A bare digit run is a phone only at a national or international number's length.
  if (/^\d+$/.test(candidate)) return digits.length >= 10 && digits.length <= 12;
  return true;
}

const digitCount = (text: string) => text.replace(/\D/g, '').length;

function isCardNumber(piece: string): boolean {
  const digits = piece.replace(/\D/g, '');
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
}

/**
 * Cards and phones inside one run of numbers. Written side by side ("call 415 555 0132 4111 1111 …")
 * the boundaries are ambiguous, so the run is cut into the fewest pieces that redact the most digits (a small
 * dynamic programme over tokens; a piece never exceeds 19 digits, so the work stays linear).
 */
function redactNumberRun(run: string): string {
  const parts = run.split(/([\s-]+)/);
  const tokens = parts.filter((_part, index) => index % 2 === 0);
  const separators = parts.filter((_part, index) => index % 2 === 1);
  const best = new Array<number>(tokens.length + 1).fill(0);
  const choice = new Array<{ end: number; marker: string } | undefined>(tokens.length).fill(undefined);
  for (let start = tokens.length - 1; start >= 0; start -= 1) {
    best[start] = best[start + 1] ?? 0;
    let piece = '';
    for (let end = start; end < tokens.length; end += 1) {
      piece += (end > start ? (separators[end - 1] ?? '') : '') + (tokens[end] ?? '');
      const digits = digitCount(piece);
      if (digits > 19) break;
      const marker = isCardNumber(piece) ? REDACTED.card : looksLikePhone(piece) ? REDACTED.phone : undefined;
      // Most digits first; on a tie, fewer pieces (one card, not two short "phones").
      const score = digits * 100 - 1 + (best[end + 1] ?? 0);
      if (marker && score > (best[start] ?? 0)) {
        best[start] = score;
        choice[start] = { end, marker };
      }
    }
  }
  let out = '';
  for (let index = 0; index < tokens.length;) {
    const chosen = choice[index];
    out += chosen ? chosen.marker : (tokens[index] ?? '');
    index = chosen ? chosen.end + 1 : index + 1;
    if (index < tokens.length) out += separators[index - 1] ?? '';
  }
  return out;
}

// Record ids (story, chapter, kid profile) are not personal data, but their digit groups would read as
// phone numbers: they are kept whole, and only the text around them is redacted.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** P§5: replaces emails, IPs, SSNs, Luhn-valid card numbers and phone numbers anywhere in the text. */
export function redactText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(UUID)) {
    out += redactPlainText(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + redactPlainText(text.slice(last));
}

function redactPlainText(text: string): string {
  if (text === '') return text;
  return text
    .replace(EMAIL, REDACTED.email)
    .replace(IPV6, (match, before: string, address: string) =>
      isIpv6(address) ? before + REDACTED.ip : match,
    )
    .replace(IPV4, (_match, before: string) => before + REDACTED.ip)
    .replace(SSN, (_match, before: string) => before + REDACTED.ssn)
    .replace(NUMBER_RUN, (_match, before: string, run: string) => before + redactNumberRun(run));
}

function truncate(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** One value: strings redacted then cut, containers walked, anything not JSON-like dropped (undefined). */
function sanitizeValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return truncate(redactText(value), ANALYTICS_LIMITS.maxStringLength);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean' || value === null) return value;
  if (depth >= ANALYTICS_LIMITS.maxDepth) return undefined;
  if (Array.isArray(value)) {
    return value
      .slice(0, ANALYTICS_LIMITS.maxArrayItems)
      .map((item) => sanitizeValue(item, depth + 1))
      .filter((item) => item !== undefined);
  }
  if (isPlainObject(value)) return sanitizeObject(value, depth + 1);
  return undefined;
}

function sanitizeObject(object: Record<string, unknown>, depth: number): Record<string, unknown> {
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(object)) {
    if (entries.length >= ANALYTICS_LIMITS.maxKeys) break;
    if (isPersonalKey(key) || key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const clean = sanitizeValue(value, depth);
    if (clean !== undefined) entries.push([key, clean]);
  }
  // fromEntries defines own properties, so no key can reach a prototype.
  return Object.fromEntries(entries);
}

/**
 * P§5: drops personal-looking keys (at every depth) and redacts personal-looking values, also inside
 * longer strings, arrays and nested objects. Numbers are kept as numbers: a count is not a card.
 */
export function sanitizeProperties(properties: unknown): Record<string, unknown> {
  return isPlainObject(properties) ? sanitizeObject(properties, 0) : {};
}

const URL_PATTERN = /\b(?:https?|file|webpack|chrome-extension|moz-extension|blob):\/\/[^\s)]*/gi;
const PATH_PATTERN = /(?:[a-z]:)?(?:[\\/][^\s\\/():]+)+[\\/]([^\s\\/():]+)/gi;
const JWT_PATTERN = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const BEARER_PATTERN = /\b(bearer|basic)\s+[\w.~+/=-]+/gi;
const ASSIGNED_SECRET =
  /\b([\w-]*(?:token|secret|password|passwd|api[_-]?key|key|auth|session|sig)[\w-]*)(["']?\s*[=:]\s*["']?)[^\s"'&,;)]+/gi;
const LONG_OPAQUE = /\b[A-Za-z0-9+/_-]{32,}={0,2}/g;

/** Keeps only a URL's last path segment: "https://x.com/a/b/app.js:1:2" → "app.js:1:2". */
function lastSegment(url: string): string {
  const withoutQuery = url.split(/[?#]/)[0] ?? '';
  const segments = withoutQuery.split('/').filter((segment) => segment !== '');
  return segments.length > 3 ? (segments[segments.length - 1] ?? '') : '';
}

/**
 * P§5: strips an error stack of file paths and URLs (keeping file names and line numbers, which is all
 * a bug report needs) and of secrets: bearer tokens, JWTs, `token=…`-style assignments, long opaque
 * strings. Then the value redactions run, and the result is cut to a bounded length.
 */
export function stripStack(stack: string): string {
  const stripped = stack
    .replace(URL_PATTERN, (url) => lastSegment(url))
    .replace(PATH_PATTERN, (_match, file: string) => file)
    .replace(BEARER_PATTERN, (_match, scheme: string) => `${scheme} ${REDACTED.secret}`)
    .replace(JWT_PATTERN, REDACTED.secret)
    .replace(
      ASSIGNED_SECRET,
      (_match, name: string, separator: string) => `${name}${separator}${REDACTED.secret}`,
    )
    .replace(LONG_OPAQUE, REDACTED.secret);
  return truncate(redactText(stripped), ANALYTICS_LIMITS.maxStackLength);
}

/** A field that must never make the event fail: a wrong type just reads as missing. */
const lenientString = (max: number) => z.string().max(max).optional().catch(undefined);

/**
 * P§7 POST /analytics/track. Only eventName, eventId and the two context booleans are required; any
 * other field may be missing, odd or unknown without failing (P§7: "failures are ignored").
 */
export const TrackEventBody = z.looseObject({
  eventName: z.string().trim().min(1).max(100),
  eventId: z.string().trim().min(1).max(100),
  timestamp: z
    .union([z.string().max(50), z.number()])
    .optional()
    .catch(undefined),
  properties: z.unknown().optional(),
  context: z.looseObject({
    childMode: z.boolean(),
    analyticsConsent: z.boolean(),
    userAgent: z.unknown().optional(),
    cookies: z
      .looseObject({ sessionId: lenientString(100) })
      .optional()
      .catch(undefined),
  }),
  user: z
    .looseObject({ id: lenientString(100) })
    .optional()
    .catch(undefined),
});
export type TrackEventBody = z.input<typeof TrackEventBody>;

/** P§5, P§7: an event may leave the device only with analytics consent and outside child mode. */
export function mayTrack(context: { childMode: boolean; analyticsConsent: boolean }): boolean {
  return context.analyticsConsent && !context.childMode;
}

/** The answer of POST /analytics/track: whether the event was stored (false when dropped or repeated). */
export const TrackResult = z.object({ accepted: z.boolean() });
export type TrackResult = z.infer<typeof TrackResult>;
