import { describe, expect, it } from 'vitest';
import { accessTokenExpiresAt, decodeJwtPayload, isAccessTokenValid } from '@/lib/session/access-token';
import { fakeJwt } from '../api/fake-server';

describe('access token validity (P§4 "a valid token")', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const at = (secondsFromNow: number) => fakeJwt({ sub: 'u', exp: Math.floor(now / 1000) + secondsFromNow });

  it('reads exp from the payload without a library', () => {
    expect(accessTokenExpiresAt(at(900))).toBe(now + 900_000);
    expect(decodeJwtPayload(at(900))).toMatchObject({ sub: 'u' });
  });

  it('is valid until shortly before exp', () => {
    expect(isAccessTokenValid(at(900), now)).toBe(true);
    expect(isAccessTokenValid(at(5), now)).toBe(false); // within the leeway
    expect(isAccessTokenValid(at(-1), now)).toBe(false);
  });

  it('is invalid when missing, unreadable or without exp', () => {
    expect(isAccessTokenValid(null, now)).toBe(false);
    expect(isAccessTokenValid('not-a-jwt', now)).toBe(false);
    expect(isAccessTokenValid('a.###.c', now)).toBe(false);
    expect(isAccessTokenValid(fakeJwt({ sub: 'u' }), now)).toBe(false);
  });
});
