import { createRemoteJWKSet, customFetch, errors, jwtVerify, type FetchImplementation } from 'jose';
import { Email } from '../../src/contract/auth';

/**
 * Verifies a Google ID token the way Google asks relying parties to: the signature against Google's
 * published keys (fetched from GOOGLE_JWKS_URL and cached by jose), RS256 only, the audience is our
 * GOOGLE_CLIENT_ID, the issuer is Google, and the token has not expired. Tests point the key URL and the
 * issuer at a local key server and sign their own tokens.
 */

export const DEFAULT_GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  /** Google's stable account id: the key of the identity, unlike the email. */
  subject: string;
  /** Trimmed and lower-cased; undefined when the token carries no usable address. */
  email: string | undefined;
  /** Only Google's literal `true` counts. */
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export type GoogleTokenCheck =
  | { valid: true; identity: GoogleIdentity }
  | { valid: false; reason: 'expired' | 'invalid' | 'keys-unavailable'; detail: string };

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl: string;
  /** Unset: Google's two spellings of its issuer. */
  issuer: string | undefined;
}

export type GoogleIdTokenVerifier = (idToken: string) => Promise<GoogleTokenCheck>;

/** Failing to reach the key server is Google's outage, not a bad token: it answers 503, not 401. */
class KeysUnavailable extends Error {}

const fetchKeys: FetchImplementation = async (url, init) => {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new KeysUnavailable(`fetching ${url} failed`, { cause: error });
  }
  if (response.status !== 200) throw new KeysUnavailable(`${url} answered ${response.status}`);
  return response;
};

const optionalText = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

export function createGoogleIdTokenVerifier(options: GoogleVerifierOptions): GoogleIdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { [customFetch]: fetchKeys });
  const issuer = options.issuer ?? DEFAULT_GOOGLE_ISSUERS;

  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        audience: options.clientId,
        issuer,
        requiredClaims: ['sub', 'exp', 'iat'],
        // Our clock and Google's may differ a little; a token a few seconds "from the future" is fine.
        clockTolerance: 30,
      });
      const subject = optionalText(payload.sub);
      if (!subject) return { valid: false, reason: 'invalid', detail: 'no subject' };
      const email = Email.safeParse(payload['email']);
      return {
        valid: true,
        identity: {
          subject,
          email: email.success ? email.data : undefined,
          emailVerified: payload['email_verified'] === true,
          name: optionalText(payload['name']),
          picture: optionalText(payload['picture']),
        },
      };
    } catch (error) {
      if (error instanceof KeysUnavailable || error instanceof errors.JWKSTimeout) {
        return { valid: false, reason: 'keys-unavailable', detail: error.message };
      }
      if (error instanceof errors.JWTExpired)
        return { valid: false, reason: 'expired', detail: error.message };
      if (error instanceof errors.JOSEError) return { valid: false, reason: 'invalid', detail: error.code };
      throw error;
    }
  };
}
