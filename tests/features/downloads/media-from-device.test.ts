// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { answerFromFile, keptFile } from '../../../sw/media-from-device';
import { freshDb, OTHER_PARENT, PARENT } from './fake-media';

// The service worker's answer for a chapter kept on the device: what <audio> needs to play and seek
// offline (offline checklist 11 and 12).

const bytes = new Uint8Array(1000).map((_, i) => i % 256);
const file = { blob: new Blob([bytes]), contentType: 'audio/mpeg' };
const ask = (range?: string) =>
  answerFromFile(
    new Request('http://app.test/media/stories/s/c.mp3', range ? { headers: { range } } : {}),
    file,
  );

describe('a kept file answered from the device', () => {
  it('whole: 200 with its length, type and Accept-Ranges', async () => {
    const response = ask();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('1000');
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('a range: 206 with exactly those bytes and Content-Range', async () => {
    const response = ask('bytes=100-199');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(response.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.subarray(100, 200));
  });

  it('an open range to the end, and the last N bytes', async () => {
    const open = ask('bytes=900-');
    expect(open.headers.get('content-range')).toBe('bytes 900-999/1000');
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(bytes.subarray(900));
    const last = ask('bytes=-10');
    expect(last.headers.get('content-range')).toBe('bytes 990-999/1000');
  });

  it('a range past the end: 416 with the size', () => {
    const response = ask('bytes=1010-');
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
  });

  it('an end past the file is cut to the file', () => {
    expect(ask('bytes=990-5000').headers.get('content-range')).toBe('bytes 990-999/1000');
  });
});

describe('ranges <audio> never sends', () => {
  it('the last zero bytes: 416', () => {
    const response = ask('bytes=-0');
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
  });

  it('several ranges, or an end before the start, are ignored: the whole file', () => {
    expect(ask('bytes=0-9,20-29').status).toBe(200);
    expect(ask('bytes=50-10').status).toBe(200);
    expect(ask('items=0-9').status).toBe(200);
  });
});

describe('which file the device answers with', () => {
  const databases: Awaited<ReturnType<typeof freshDb>>[] = [];
  afterEach(async () => {
    for (const db of databases.splice(0)) {
      db.close();
      await db.delete();
    }
  });

  async function deviceWith(account: string | null) {
    const db = await freshDb();
    databases.push(db);
    await db.device.put({ key: 'account', userId: account });
    await db.mediaFiles.put({
      ownerId: PARENT,
      key: 'stories/s1/c1.mp3',
      storyId: 's1',
      chapterId: 'c1',
      kind: 'audio',
      contentType: 'audio/mpeg',
      bytes: bytes.length,
      blob: new Blob([bytes]),
      storedAt: 1,
    });
    return db;
  }

  it('the signed-in account’s kept file, whatever the signature (it may have expired offline)', async () => {
    const db = await deviceWith(PARENT);
    const file = await keptFile('http://app.test/media/stories/s1/c1.mp3?exp=1&sig=expired', db);
    expect(file?.chapterId).toBe('c1');
  });

  it('none for another account, nobody signed in, or a file not kept: those go to the network', async () => {
    expect(
      await keptFile('http://app.test/media/stories/s1/c1.mp3', await deviceWith(OTHER_PARENT)),
    ).toBeUndefined();
    expect(await keptFile('http://app.test/media/stories/s1/c1.mp3', await deviceWith(null))).toBeUndefined();
    expect(
      await keptFile('http://app.test/media/stories/s1/c2.mp3', await deviceWith(PARENT)),
    ).toBeUndefined();
  });

  it('none when the browser lost part of the bytes behind the row', async () => {
    const db = await deviceWith(PARENT);
    const row = (await db.mediaFiles.get([PARENT, 'stories/s1/c1.mp3']))!;
    await db.mediaFiles.put({ ...row, blob: new Blob([bytes.subarray(0, 10)]) });
    expect(await keptFile('http://app.test/media/stories/s1/c1.mp3', db)).toBeUndefined();
  });
});
