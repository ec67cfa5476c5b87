import { CONSENT_FALLBACK_STATUSES, CONSENT_VERSION } from '@/contract/constants';
import { ConsentState, consentEntriesFor, type UpdateConsentBody } from '@/contract/consent';
import { api, type ApiClient, type HttpMethod } from '@/lib/api/api-client';
import { isApiError } from '@/lib/api/api-error';

// P§7: consent lives behind a few possible paths. Reads try each until one answers; writes try each
// until one succeeds. A route that is not there (404, 405, 501, 503) moves on to the next; any other
// failure stops the chain and is rethrown, so the screen rolls back.

const READS = ['/consents/preferences', '/consents/me', '/consents'] as const;
const WRITES: ReadonlyArray<readonly [HttpMethod, string]> = [
  ['PATCH', '/consents/preferences'],
  ['PATCH', '/consents/me'],
  ['PATCH', '/consents'],
  ['POST', '/consents/preferences'],
  ['POST', '/consents'],
];

const isFallback = (error: unknown): boolean =>
  isApiError(error) && (CONSENT_FALLBACK_STATUSES as readonly number[]).includes(error.status);

function toState(value: unknown): ConsentState | null {
  const parsed = ConsentState.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The server's consent, or null when no consent route answers (the local copy then stands). */
export async function readRemoteConsent(client: ApiClient = api): Promise<ConsentState | null> {
  for (const path of READS) {
    try {
      return toState(await client.get<unknown>(path));
    } catch (error) {
      if (!isFallback(error)) throw error;
    }
  }
  return null;
}

export type ConsentWriteOutcome = 'saved' | 'local-only';

/** Saves the choice; 'local-only' when every route was missing. Other failures are rethrown. */
export async function writeRemoteConsent(
  state: ConsentState,
  client: ApiClient = api,
): Promise<ConsentWriteOutcome> {
  const body: UpdateConsentBody = { ...state, consents: consentEntriesFor(state), version: CONSENT_VERSION };
  for (const [method, path] of WRITES) {
    try {
      await client.request(method, path, { body });
      return 'saved';
    } catch (error) {
      if (!isFallback(error)) throw error;
    }
  }
  return 'local-only';
}
