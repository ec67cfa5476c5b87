import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * Google's side of "Sign in with Google", for tests: a key server on 127.0.0.1 publishing a JWKS the way
 * https://www.googleapis.com/oauth2/v3/certs does, and ID tokens signed with its private key. The only
 * fake in the auth tests — Google is a third party.
 */

export const fakeGoogleClientId = 'fablecast-test.apps.googleusercontent.com';
export const fakeGoogleIssuer = 'https://accounts.google.com';

export interface FakeGoogle {
  /** GOOGLE_* variables that point the app at this fake. */
  env: Record<string, string>;
  /** An ID token; claims override the defaults (a verified account for our client id, valid an hour). */
  idToken(claims?: JWTPayload, options?: { key?: 'published' | 'stranger' }): Promise<string>;
  /** Makes the key server answer 500 from now on (Google down). */
  breakKeys(): void;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const published = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const jwks = {
    keys: [{ ...(await exportJWK(published.publicKey)), kid: 'published-key', alg: 'RS256', use: 'sig' }],
  };
  let broken = false;

  const server: Server = createServer((request, response) => {
    if (broken || request.url !== '/oauth2/v3/certs') {
      response.writeHead(broken ? 500 : 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the key server has no TCP port');
  const { port } = address;

  const sign = (claims: JWTPayload, key: CryptoKey, kid: string) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: fakeGoogleIssuer,
      aud: fakeGoogleClientId,
      sub: '110248495921238986420',
      email: 'robin.google@example.com',
      email_verified: true,
      name: 'Robin Google',
      picture: 'https://lh3.googleusercontent.com/a/robin=s96-c',
      iat: now - 10,
      exp: now + 3600,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(key);
  };

  return {
    env: {
      GOOGLE_CLIENT_ID: fakeGoogleClientId,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    },
    idToken: (claims = {}, options = {}) =>
      options.key === 'stranger'
        ? sign(claims, stranger.privateKey, 'published-key')
        : sign(claims, published.privateKey, 'published-key'),
    breakKeys: () => {
      broken = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
