import { describe, expect, it } from 'vitest';
import { createMediaSigner } from '../../../server/media/media-signer';

const secret = 'a-test-secret-that-is-at-least-32-characters';
const key = 'audio/story-1/chapter-1-v1.mp3';

function parts(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return {
    path: parsed.pathname,
    exp: parsed.searchParams.get('exp') ?? undefined,
    sig: parsed.searchParams.get('sig') ?? undefined,
  };
}

describe('signed media URLs', () => {
  const signer = createMediaSigner(secret, 3600);
  const issuedAt = new Date('2026-01-01T20:00:00Z');

  it('signs a path under /media that verifies until it expires', () => {
    const { path, exp, sig } = parts(signer.sign(key, issuedAt));
    expect(path).toBe(`/media/${key}`);
    expect(signer.verify(key, exp, sig, new Date('2026-01-01T20:59:59Z'))).toBe('valid');
    expect(signer.verify(key, exp, sig, new Date('2026-01-01T21:00:00Z'))).toBe('expired');
  });

  it('rejects a signature moved to another file, a changed expiry, or a missing part', () => {
    const { exp, sig } = parts(signer.sign(key, issuedAt));
    expect(signer.verify('audio/story-2/chapter-1-v1.mp3', exp, sig, issuedAt)).toBe('invalid');
    expect(signer.verify(key, String(Number(exp) + 3600), sig, issuedAt)).toBe('invalid');
    expect(signer.verify(key, exp, undefined, issuedAt)).toBe('invalid');
    expect(signer.verify(key, 'soon', sig, issuedAt)).toBe('invalid');
  });

  it('does not accept a signature made with another secret', () => {
    const other = createMediaSigner('another-secret-that-is-also-long-enough!!', 3600);
    const { exp, sig } = parts(other.sign(key, issuedAt));
    expect(signer.verify(key, exp, sig, issuedAt)).toBe('invalid');
  });
});
