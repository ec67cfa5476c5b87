// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerFromFile } from '../../../sw/media-from-device';

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
