import { z } from 'zod';
import { CONSENT_VERSION } from './constants';
import { ConsentType } from './enums';

// Shapes of the consent API (P§3, P§7). The four booleans are the truth; the consents list is the
// same choice written per type, so the two can never disagree in a stored record.

/** P§3: the consent state. */
export const ConsentState = z.object({
  analytics: z.boolean(),
  personalization: z.boolean(),
  marketing: z.boolean(),
  dataCollection: z.boolean(),
});
export type ConsentState = z.infer<typeof ConsentState>;

/** P§4: "all consents off" — the start, child mode, and what the server answers with nothing stored. */
export const NO_CONSENT: ConsentState = Object.freeze({
  analytics: false,
  personalization: false,
  marketing: false,
  dataCollection: false,
});

/** P§3: a remote consent entry. */
export const ConsentEntry = z.object({
  type: ConsentType,
  granted: z.boolean(),
  version: z.string().max(50),
});
export type ConsentEntry = z.infer<typeof ConsentEntry>;

const stateKeyOf: Record<ConsentType, keyof ConsentState> = {
  analytics: 'analytics',
  personalization: 'personalization',
  marketing: 'marketing',
  'data-collection': 'dataCollection',
};

/** The consents list for a state, one entry per type in ConsentType's order. */
export function consentEntriesFor(state: ConsentState, version: string = CONSENT_VERSION): ConsentEntry[] {
  return ConsentType.options.map((type) => ({ type, granted: state[stateKeyOf[type]], version }));
}

/** True when every entry of the list says what the booleans say (and carries the version). */
export function consentsAgree(
  state: ConsentState,
  consents: readonly ConsentEntry[],
  version: string,
): boolean {
  return consents.every(
    (entry) => entry.granted === state[stateKeyOf[entry.type]] && entry.version === version,
  );
}

/** P§7, P§9: only the current consent document version is accepted. */
export const ConsentVersion = z.literal(CONSENT_VERSION, `version must be ${CONSENT_VERSION}`);

/** P§7 consent write: the four booleans, an optional consents list, and the version. */
export const UpdateConsentBody = ConsentState.extend({
  consents: z
    .array(ConsentEntry)
    .max(ConsentType.options.length * 2)
    .optional(),
  version: ConsentVersion,
}).refine((body) => body.consents === undefined || consentsAgree(body, body.consents, body.version), {
  message: 'consents must agree with the four booleans and the version',
  path: ['consents'],
});
export type UpdateConsentBody = z.input<typeof UpdateConsentBody>;

/** P§7 consent read/write answer. `updatedAt` is null when nothing has been stored yet. */
export const ConsentPreferences = ConsentState.extend({
  consents: z.array(ConsentEntry),
  version: z.string(),
  updatedAt: z.string().nullable(),
});
export type ConsentPreferences = z.infer<typeof ConsentPreferences>;
