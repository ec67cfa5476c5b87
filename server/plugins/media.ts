import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { createMp3EncoderPool } from '../generation/encoder/mp3-encoder-pool';
import { DATA_SAVER_MP3 } from '../generation/encoder/mp3-transcode';
import { parseByteRange } from '../media/byte-range';
import { createDataSaverAudio, type DataSaverAudio } from '../media/data-saver-audio';
import { createMediaSigner, type MediaUrlSigner } from '../media/media-signer';
import { isSafeKey, type BlobStore } from '../storage/blob-store';

/**
 * GET /media/<key>?exp&sid&sig — generated files (chapter audio, covers) from the blob store, with HTTP
 * Range so players can seek and the service worker can slice cached audio. Only signed URLs are served,
 * and only while the session they were handed to stands (ADR 037): a forged or expired signature, or an
 * ended session, is 403; a missing file, or a key no store could hold (`..`), 404.
 */

declare module 'fastify' {
  interface FastifyInstance {
    media: { store: BlobStore; signer: MediaUrlSigner; dataSaver: DataSaverAudio };
  }
}

export interface MediaOptions {
  store: BlobStore;
  secret: string;
}

const contentTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  svg: 'image/svg+xml',
  json: 'application/json',
};
// A key never changes content (new audio gets a new key), so the browser may keep it for good.
const cacheControl = 'private, max-age=31536000, immutable';

/**
 * One thread makes data-saver copies: the narrator's encoders keep the other cores, and a download of a
 * whole story queues its chapters rather than taking the machine. It ends a minute after its last copy.
 */
const DATA_SAVER_WORKERS = 1;
const DATA_SAVER_IDLE_MS = 60_000;

const mediaPlugin: FastifyPluginAsync<MediaOptions> = async (app, { store, secret }) => {
  const signer = createMediaSigner(secret);
  const encoder = createMp3EncoderPool({ workers: DATA_SAVER_WORKERS, idleMs: DATA_SAVER_IDLE_MS });
  const dataSaver = createDataSaverAudio({
    store,
    transcode: async (mp3) => (await encoder.transcode(mp3, DATA_SAVER_MP3)).mp3,
  });
  app.decorate('media', { store, signer, dataSaver });
  app.addHook('onClose', () => encoder.close());

  const notFound = () => new AppError('NOT_FOUND', 404, 'Media not found');

  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sid?: string; sig?: string } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const { exp, sid, sig } = request.query;
      const verdict = signer.verify(key, { exp, sid, sig });
      if (verdict === 'expired') throw new AppError('MEDIA_URL_EXPIRED', 403, 'This media link has expired');
      if (verdict === 'invalid') throw new AppError('MEDIA_URL_INVALID', 403, 'This media link is not valid');
      // Signed, so sid is the session the link was handed to; after logout the link ends with it.
      if (!(await app.auth.sessions.isActiveSession(sid ?? ''))) {
        throw new AppError('MEDIA_URL_EXPIRED', 403, 'This media link ended with its session');
      }
      // The store would throw on such a key (a 500); no file can be there.
      if (!isSafeKey(key)) throw notFound();

      const file = await store.stat(key);
      if (!file) throw notFound();

      const extension = key.slice(key.lastIndexOf('.') + 1);
      reply
        .header('content-type', contentTypes[extension] ?? 'application/octet-stream')
        .header('accept-ranges', 'bytes')
        .header('cache-control', cacheControl);

      const range = parseByteRange(request.headers.range, file.size);
      if (range.kind === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${file.size}`).send();
      }
      if (range.kind === 'partial') {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(store.read(key, range));
      }
      return reply.code(200).header('content-length', file.size).send(store.read(key));
    },
  );
};

export default fp(mediaPlugin, { name: 'media', dependencies: ['auth'] });
