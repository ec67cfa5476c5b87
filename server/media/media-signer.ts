import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring URLs for /media. An <audio> element cannot send a Bearer header, so the URL itself
 * carries the permission: the API hands out a signed URL only to the parent who owns the story, and
 * the signature covers the path, the expiry and the session it was handed to, so none can be changed.
 * /media serves it only while that session stands (ADR 037): after logout the link is dead. The player
 * renews an expired URL through GET /chapters/{id}/audio-url (its 403 → refresh path).
 */

export type MediaVerdict = 'valid' | 'expired' | 'invalid';

/** What the services need: a URL for a key, bound to the session of the request they serve. */
export interface MediaSigner {
  /** `/media/<key>?exp=<unix seconds>&sid=<session id>&sig=<base64url>` */
  sign(key: string, now?: Date): string;
}

export interface SignedMedia {
  exp: string | undefined;
  sid: string | undefined;
  sig: string | undefined;
}

export interface MediaUrlSigner {
  forSession(sessionId: string): MediaSigner;
  verify(key: string, signed: SignedMedia, now?: Date): MediaVerdict;
}

/** Six hours: long enough for a bedtime and a car trip, short enough that a leaked link soon dies. */
export const MEDIA_URL_TTL_SECONDS = 6 * 60 * 60;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createMediaSigner(secret: string, ttlSeconds = MEDIA_URL_TTL_SECONDS): MediaUrlSigner {
  // A key of its own, derived from the server secret, so a media signature is never a token signature.
  // "v2": the session joined what is signed, so a URL signed before that is refused (and renewed).
  const key = Buffer.from(hkdfSync('sha256', secret, 'fablecast', 'media-url-v2', 32));
  const signatureOf = (mediaKey: string, exp: number, sessionId: string) =>
    createHmac('sha256', key).update(`${mediaKey}\n${exp}\n${sessionId.toLowerCase()}`).digest();

  return {
    forSession(sessionId) {
      return {
        sign(mediaKey, now = new Date()) {
          const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
          const sig = signatureOf(mediaKey, exp, sessionId).toString('base64url');
          return `/media/${mediaKey}?exp=${exp}&sid=${sessionId}&sig=${sig}`;
        },
      };
    },

    verify(mediaKey, { exp, sid, sig }, now = new Date()) {
      if (!exp || !sid || !sig || !/^\d{1,12}$/.test(exp) || !uuid.test(sid)) return 'invalid';
      const expected = signatureOf(mediaKey, Number(exp), sid);
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(exp) * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
  };
}
