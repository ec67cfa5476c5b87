import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring URLs for /media. An <audio> element cannot send a Bearer header, so the URL itself
 * carries the permission: the API hands out a signed URL only to the parent who owns the story, and
 * the signature covers the path and the expiry, so neither can be changed. The player renews an
 * expired URL through GET /chapters/{id}/audio-url (its 403 → refresh path).
 */

export type MediaVerdict = 'valid' | 'expired' | 'invalid';

export interface MediaSigner {
  /** `/media/<key>?exp=<unix seconds>&sig=<base64url>` */
  sign(key: string, now?: Date): string;
  verify(key: string, exp: string | undefined, sig: string | undefined, now?: Date): MediaVerdict;
}

/** Six hours: long enough for a bedtime and a car trip, short enough that a leaked link soon dies. */
export const MEDIA_URL_TTL_SECONDS = 6 * 60 * 60;

export function createMediaSigner(secret: string, ttlSeconds = MEDIA_URL_TTL_SECONDS): MediaSigner {
  // A key of its own, derived from the server secret, so a media signature is never a token signature.
  const key = Buffer.from(hkdfSync('sha256', secret, 'fablecast', 'media-url-v1', 32));
  const signatureOf = (mediaKey: string, exp: number) =>
    createHmac('sha256', key).update(`${mediaKey}\n${exp}`).digest();

  return {
    sign(mediaKey, now = new Date()) {
      const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const sig = signatureOf(mediaKey, exp).toString('base64url');
      return `/media/${mediaKey}?exp=${exp}&sig=${sig}`;
    },

    verify(mediaKey, exp, sig, now = new Date()) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
      const expected = signatureOf(mediaKey, Number(exp));
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(exp) * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
  };
}
