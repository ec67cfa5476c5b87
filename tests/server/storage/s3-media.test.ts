import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3BlobStore } from '../../../server/storage/s3-blob-store';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startS3StandIn, type S3StandIn } from '../helpers/s3-stand-in';
import { addNarratedChapter, finishedStory } from '../helpers/stories';

/**
 * BLOB_STORE=s3 as an operator sets it: a chapter's audio lives in the bucket, a child's player still
 * seeks through /media (206 with the right bytes), and deleting the story empties its folder in the bucket.
 */

describe('media in an S3-compatible bucket', () => {
  let s3: S3StandIn;
  let testApp: TestApp;
  let parent: SignedInParent;
  // A second client, as another machine of the same installation would see the bucket.
  let bucket: ReturnType<typeof createS3BlobStore>;
  const mp3 = Buffer.from(Array.from({ length: 40_000 }, (_, index) => (index * 7) % 256));

  beforeAll(async () => {
    s3 = await startS3StandIn();
    testApp = await buildTestApp({ env: s3.env });
    parent = await registerParent(testApp.app);
    bucket = createS3BlobStore(s3.options);
  });
  afterAll(async () => {
    bucket?.close();
    await testApp?.close();
    await s3?.stop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  async function audioUrl(chapterId: string): Promise<string> {
    const response = await get(`/api/v1/chapters/${chapterId}/audio-url`, parent.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { audioUrl: string } }>().data.audioUrl;
  }

  it('serves a chapter’s audio from the bucket with Range, byte for byte', async () => {
    const story = await finishedStory(testApp.app, parent);
    const chapter = await addNarratedChapter(testApp.app, story.id, 1, mp3);
    expect(await bucket.stat(chapter.audioKey)).toEqual({ size: mp3.length });
    const url = await audioUrl(chapter.id);

    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.rawPayload.equals(mp3)).toBe(true);

    const slice = await get(url, { range: 'bytes=1000-1999' });
    expect(slice.statusCode).toBe(206);
    expect(slice.headers['content-range']).toBe(`bytes 1000-1999/${mp3.length}`);
    expect(slice.headers['content-length']).toBe('1000');
    expect(slice.rawPayload.equals(mp3.subarray(1000, 2000))).toBe(true);

    const tail = await get(url, { range: 'bytes=-500' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(mp3.subarray(mp3.length - 500))).toBe(true);
  });

  it('answers 404, not 500, when the object is gone from the bucket', async () => {
    const story = await finishedStory(testApp.app, parent);
    const chapter = await addNarratedChapter(testApp.app, story.id, 1, mp3);
    const url = await audioUrl(chapter.id);
    await bucket.delete(chapter.audioKey);

    const response = await get(url, { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('empties the story’s folder in the bucket when the parent deletes the story', async () => {
    const story = await finishedStory(testApp.app, parent);
    const first = await addNarratedChapter(testApp.app, story.id, 1, mp3);
    const second = await addNarratedChapter(testApp.app, story.id, 2, mp3);
    const other = await finishedStory(testApp.app, parent);
    const kept = await addNarratedChapter(testApp.app, other.id, 1, mp3);

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/stories/${story.id}`,
      headers: parent.headers,
    });
    expect(response.statusCode).toBe(204);

    expect(await bucket.stat(first.audioKey)).toBeUndefined();
    expect(await bucket.stat(second.audioKey)).toBeUndefined();
    expect(await bucket.stat(kept.audioKey)).toEqual({ size: mp3.length });
  });
});
