import { describe, expect, it } from 'vitest';
import { createMediaSigner } from '../../../server/media/media-signer';

const secret = 'a-test-secret-that-is-at-least-32-characters';
const key = 'audio/story-1/chapter-1-v1.mp3';
const session = '5a0c7e0e-2f7a-4d8e-9c1b-0f6b7f0a1c2d';
const otherSession = '9b1d2c3e-4f5a-4b6c-8d7e-1f2a3b4c5d6e';

function parts(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return {
    path: parsed.pathname,
    signed: {
      exp: parsed.searchParams.get('exp') ?? undefined,
      sid: parsed.searchParams.get('sid') ?? undefined,
      sig: parsed.searchParams.get('sig') ?? undefined,
    },
  };
}

describe('signed media URLs', () => {
  const signer = createMediaSigner(secret, 3600);
  const issuedAt = new Date('2026-01-01T20:00:00Z');
  const sign = (mediaKey = key, at = issuedAt) => signer.forSession(session).sign(mediaKey, at);

  it('signs a path under /media, for a session, that verifies until it expires', () => {
    const { path, signed } = parts(sign());
    expect(path).toBe(`/media/${key}`);
    expect(signed.sid).toBe(session);
    expect(signer.verify(key, signed, new Date('2026-01-01T20:59:59Z'))).toBe('valid');
    expect(signer.verify(key, signed, new Date('2026-01-01T21:00:00Z'))).toBe('expired');
  });

  it('rejects a signature moved to another file, a changed expiry or session, or a missing part', () => {
    const { signed } = parts(sign());
    expect(signer.verify('audio/story-2/chapter-1-v1.mp3', signed, issuedAt)).toBe('invalid');
    expect(signer.verify(key, { ...signed, exp: String(Number(signed.exp) + 3600) }, issuedAt)).toBe(
      'invalid',
    );
    expect(signer.verify(key, { ...signed, sid: otherSession }, issuedAt)).toBe('invalid');
    expect(signer.verify(key, { ...signed, sid: undefined }, issuedAt)).toBe('invalid');
    expect(signer.verify(key, { ...signed, sig: undefined }, issuedAt)).toBe('invalid');
    expect(signer.verify(key, { ...signed, exp: 'soon' }, issuedAt)).toBe('invalid');
  });

  it('does not accept a signature made with another secret', () => {
    const other = createMediaSigner('another-secret-that-is-also-long-enough!!', 3600);
    const { signed } = parts(other.forSession(session).sign(key, issuedAt));
    expect(signer.verify(key, signed, issuedAt)).toBe('invalid');
  });
});
