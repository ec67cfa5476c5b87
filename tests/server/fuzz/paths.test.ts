import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProbe, type Probe } from './fuzz-probe';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';

/**
 * Reaching for files: /media keys and static paths that climb out of their root (`..`, encoded,
 * double-encoded, backslashes, absolute paths, NUL), and Range headers no player sends. The static root
 * sits in a copy of the checkout's layout, beside a package.json, server/config.ts and .env that carry
 * markers; the media root sits in DATA_DIR beside a marked file. No answer may carry a marker, none may
 * be a 5xx, and what is served with 200 is a file of the served root.
 */

const marker = 'FUZZ-MARKER-OUTSIDE-THE-ROOT';
const indexHtml = '<!doctype html><html><head><title>Fablecast fuzz shell</title></head><body></body></html>';
const appJs = 'console.log("fuzz app");';
const audio = Buffer.from('ID3-fake-mp3-bytes-for-range-tests');

async function writeCheckout(root: string): Promise<string> {
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(root, 'server'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), appJs);
  await writeFile(path.join(dist, '.env'), `JWT_SECRET=${marker}`);
  await writeFile(path.join(root, 'package.json'), `{"name":"${marker}"}`);
  await writeFile(path.join(root, 'server', 'config.ts'), `export const secret = '${marker}';`);
  await writeFile(path.join(root, '.env'), `JWT_SECRET=${marker}`);
  return dist;
}

const climbs = (file: string): string[] => [
  `../${file}`,
  `../../${file}`,
  `assets/../../${file}`,
  `..%2f${file}`,
  `..%2f..%2f${file}`,
  `%2e%2e/${file}`,
  `%2e%2e%2f${file}`,
  `.%2e/${file}`,
  `%252e%252e%252f${file}`,
  `%25252e%25252e/${file}`,
  `..\\${file}`,
  `..%5c${file}`,
  `%5c..%5c${file}`,
  `....//${file}`,
  `..;/${file}`,
  `..%00/${file}`,
  `%00../${file}`,
  `..%c0%af${file}`,
  `%c0%ae%c0%ae/${file}`,
  `assets/%2e%2e/%2e%2e/${file}`,
];
const absolute = [
  '/etc/passwd',
  '%2fetc%2fpasswd',
  'C:\\Windows\\win.ini',
  'file:///etc/passwd',
  '%2F%2Fetc',
];

describe('fuzz: paths out of the served roots, and Range headers', () => {
  let world: FuzzWorld;
  let probe: Probe;
  let checkout: string;
  let signedAudio: URL;
  let sessionId: string;

  beforeAll(async () => {
    checkout = await mkdtemp(path.join(tmpdir(), 'fablecast-fuzz-checkout-'));
    world = await buildFuzzWorld({ env: { STATIC_DIR: await writeCheckout(checkout) } });
    await writeFile(path.join(world.testApp.config.DATA_DIR, 'outside-the-media-root.txt'), marker);
    await world.app.media.store.put('stories/fuzz/audio/chapter-1.mp3', audio);
    probe = createProbe(world.app, [process.cwd(), world.testApp.config.DATA_DIR, checkout]);
    const response = await world.app.inject({
      method: 'GET',
      url: `/api/v1/chapters/${world.me.chapterId}/audio-url`,
      headers: world.me.parent.headers,
    });
    signedAudio = new URL(response.json<{ data: { audioUrl: string } }>().data.audioUrl, 'http://localhost');
    sessionId = signedAudio.searchParams.get('sid') ?? '';
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);
  afterAll(async () => {
    console.info(probe.summary('paths and ranges'));
    await world.close();
    await rm(checkout, { recursive: true, force: true });
  });

  const expectNothingOutside = (body: string, url: string) => {
    expect(body, url).not.toContain(marker);
    expect(body, url).not.toMatch(/root:.*:0:0:/);
  };

  /** The query a signer would write for the key the server reads from this raw path. */
  const signatureFor = (rawKey: string) => {
    let key = rawKey;
    try {
      key = decodeURIComponent(rawKey);
    } catch {
      // Left as sent: the router hands a malformed escape over undecoded.
    }
    const signed = world.app.media.signer.forSession(sessionId).sign(key);
    return signed.slice(signed.indexOf('?'));
  };

  it('serves no file outside the media root, signed or not', async () => {
    // The control: a key of the store, signed the same way, is served, so the climbs below are judged
    // by the media route itself and not turned away at the signature.
    const control = await world.app.inject({
      method: 'GET',
      url: `/media/stories/fuzz/audio/chapter-1.mp3${signatureFor('stories/fuzz/audio/chapter-1.mp3')}`,
    });
    expect(control.statusCode).toBe(200);
    expect(control.rawPayload).toEqual(audio);

    const keys = [
      ...climbs('outside-the-media-root.txt'),
      ...absolute,
      'stories/fuzz/audio/chapter-1.mp3%00.txt',
    ];
    for (const key of keys) {
      for (const query of [signatureFor(key), signedAudio.search, '?exp=1&sid=x&sig=y', '']) {
        const url = `/media/${key}${query}`;
        const response = await probe.send('media traversal', { method: 'GET', url });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expectNothingOutside(response.body, url);
      }
    }
    expect(probe.takeFailures()).toEqual([]);
  });

  it('serves no file outside the app, and nothing but the app’s files', async () => {
    const urls = [
      ...climbs('package.json'),
      ...climbs('server/config.ts'),
      ...climbs('.env'),
      ...climbs('etc/passwd'),
      ...absolute,
      '.env',
      '%2eenv',
      'assets/.env',
      'index.html%00.js',
      'assets/app-abc123.js%00',
      'assets/app-abc123.js/..%2f..%2f..%2fpackage.json',
    ].map((tail) => `/${tail}`);
    for (const url of [...urls, ...urls.map((tail) => `/${tail}`)]) {
      for (const accept of ['text/html', '*/*']) {
        const response = await probe.send('static traversal', { method: 'GET', url, headers: { accept } });
        expectNothingOutside(response.body, url);
        if (response.statusCode === 200) expect([indexHtml, appJs], url).toContain(response.body);
      }
    }
    expect(probe.takeFailures()).toEqual([]);
  });

  it('answers a bad Range with the whole file, a valid part or a 416', async () => {
    const ranges = [
      'bytes=-',
      'bytes=5-1',
      'bytes=99999999999-',
      'bytes=0-1,3-4',
      'bytes=0-0,-1',
      `bytes=${'0-1,'.repeat(500)}0-1`,
      'garbage',
      'bytes=',
      'bytes=--1',
      'bytes=-0',
      'bytes=1e3-',
      'bytes=0x10-',
      'bytes=abc-def',
      'items=0-5',
      'bytes=0-99999999999999999999999',
      'bytes=-99999999999999999999',
      ' bytes = 0 - 5 ',
      'bytes=\u0000-5',
      'bytes=0-5\u202e',
      'BYTES=0-5',
    ];
    const size = audio.length;
    for (const quality of ['standard', 'data-saver']) {
      const fresh = await world.app.inject({
        method: 'GET',
        url: `/api/v1/chapters/${world.me.chapterId}/audio-url?quality=${quality}`,
        headers: world.me.parent.headers,
      });
      const url = fresh.json<{ data: { audioUrl: string } }>().data.audioUrl;
      for (const range of ranges) {
        const response = await probe.send('range headers', { method: 'GET', url, headers: { range } });
        const where = `${quality} ${range.slice(0, 40)}`;
        expect([200, 206, 416], where).toContain(response.statusCode);
        if (response.statusCode === 206) {
          expect(response.headers['content-range'], where).toMatch(/^bytes \d+-\d+\/\d+$/);
        }
        if (response.statusCode === 416)
          expect(response.headers['content-range'], where).toMatch(/^bytes \*\/\d+$/);
        if (quality === 'standard' && response.statusCode === 200)
          expect(response.rawPayload.length).toBe(size);
      }
    }
    expect(probe.takeFailures()).toEqual([]);
  });
});
