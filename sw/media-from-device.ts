/// <reference lib="webworker" />
import { mediaKeyOf } from '../src/features/downloads/download-model';
import { openDb, type FablecastDb, type MediaFileRow } from '../src/lib/db/db';

// The service worker's answer to /media for a file kept on the device (DESIGN decision 12, ADR 024):
// the page asks for the same URL online and offline, and a kept chapter is answered from IndexedDB,
// with HTTP Range, so <audio> seeks in it as it would on the network. Only the signed-in account's
// files are answered (the `device` row); the signature is not checked for them — it may have expired
// while offline, and the file is on the device already. Anything else goes to the network untouched.

type KeptFile = Pick<MediaFileRow, 'blob' | 'contentType'>;

/** The asked bytes [start, end] of a file of `size`; 'whole' to ignore the header; null: unsatisfiable. */
function rangeOf(header: string, size: number): { start: number; end: number } | 'whole' | null {
  // One range of bytes is all <audio> asks for; anything else may be ignored (RFC 9110 §14.2): 200.
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  if (match[1] === '') {
    const suffix = Number(match[2]); // bytes=-N: the last N bytes.
    return suffix === 0 || size === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return 'whole'; // Invalid: ignored.
  return start >= size ? null : { start, end };
}

/** 200 with the whole file, 206 with exactly the asked range, or 416 when it is past the end. */
export function answerFromFile(request: Request, file: KeptFile): Response {
  const size = file.blob.size;
  const headers = { 'content-type': file.contentType, 'accept-ranges': 'bytes', 'cache-control': 'no-store' };
  const header = request.headers.get('range');
  const range = header === null ? 'whole' : rangeOf(header, size);
  if (range === null) {
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
  }
  if (range === 'whole') {
    return new Response(file.blob, { status: 200, headers: { ...headers, 'content-length': String(size) } });
  }
  const { start, end } = range;
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

/** The kept file for a /media URL (query ignored), for the signed-in account, if it is whole. */
export async function keptFile(
  url: string,
  database: FablecastDb = (db ??= openDb()),
): Promise<MediaFileRow | undefined> {
  const key = mediaKeyOf(url);
  if (!key) return undefined;
  const account = await database.device.get('account');
  if (!account?.userId) return undefined;
  const file = await database.mediaFiles.get([account.userId, key]);
  // A row whose bytes the browser lost (evicted, cleared) is not an answer: the network is.
  return file && file.blob instanceof Blob && file.blob.size === file.bytes ? file : undefined;
}

/** Answers from the device when the file is kept; otherwise the network, untouched. */
export async function mediaResponse(request: Request): Promise<Response> {
  let file: MediaFileRow | undefined;
  try {
    file = await keptFile(request.url);
  } catch (error) {
    console.warn('Service worker: the kept files could not be read.', error);
  }
  return file ? answerFromFile(request, file) : fetch(request);
}
