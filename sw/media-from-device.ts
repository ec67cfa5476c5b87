/// <reference lib="webworker" />
import { mediaKeyOf } from '../src/features/downloads/download-model';
import { openDb, type FablecastDb, type MediaFileRow } from '../src/lib/db/db';

// The service worker's answer to /media for a file kept on the device (DESIGN decision 12, ADR 024):
// the page asks for the same URL online and offline, and a kept chapter is answered from IndexedDB,
// with HTTP Range, so <audio> seeks in it as it would on the network. Only the signed-in account's
// files are answered (the `device` row); the signature is not checked for them — it may have expired
// while offline, and the file is on the device already.

/** 200 with the whole file, 206 with the asked range, or 416 when the range is past the end. */
export function answerFromFile(request: Request, file: Pick<MediaFileRow, 'blob' | 'contentType'>): Response {
  const size = file.blob.size;
  const headers = {
    'content-type': file.contentType,
    'accept-ranges': 'bytes',
    'cache-control': 'no-store',
  };
  const range = request.headers.get('range');
  if (!range) {
    return new Response(file.blob, { status: 200, headers: { ...headers, 'content-length': String(size) } });
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  let start: number;
  let end: number;
  if (!match || (match[1] === '' && match[2] === '')) {
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
  }
  if (match[1] === '') {
    // bytes=-N: the last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) {
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
  }
  return new Response(file.blob.slice(start, end + 1), {
    status: 206,
    headers: {
      ...headers,
      'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${size}`,
    },
  });
}

let db: FablecastDb | null = null;

/** The kept file for a /media URL, for the signed-in account, or undefined. */
export async function keptFile(url: string): Promise<MediaFileRow | undefined> {
  const key = mediaKeyOf(url);
  if (!key) return undefined;
  db ??= openDb();
  const account = await db.device.get('account');
  if (!account?.userId) return undefined;
  return db.mediaFiles.get([account.userId, key]);
}

/** Answers from the device when the file is kept; otherwise the network, untouched. */
export async function mediaResponse(request: Request): Promise<Response> {
  let file: MediaFileRow | undefined;
  try {
    file = await keptFile(request.url);
  } catch (error) {
    console.warn('Service worker: the kept files could not be read.', error);
  }
  if (file) {
    try {
      return answerFromFile(request, file);
    } catch (error) {
      console.warn('Service worker: a kept file could not be read; asking the network.', error);
    }
  }
  return fetch(request);
}
