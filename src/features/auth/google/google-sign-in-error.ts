/** Why Google sign-in stopped before our server was asked (mapped to P§8's messages in the form). */
export type GoogleSignInErrorCode = 'popup-closed' | 'popup-blocked' | 'network' | 'failed';

export class GoogleSignInError extends Error {
  readonly code: GoogleSignInErrorCode;

  constructor(code: GoogleSignInErrorCode, detail?: string) {
    super(detail ? `Google sign-in: ${code} (${detail})` : `Google sign-in: ${code}`);
    this.name = 'GoogleSignInError';
    this.code = code;
  }
}
