import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story, StoryAudioStatus } from '../../../../src/contract/story';
import { generationJobs } from '../../../../server/db/story-tables';
import { createMediaSigner } from '../../../../server/media/media-signer';
import { registerParent, type SignedInParent } from '../../helpers/accounts';
import { buildTestApp, testJwtSecret, type TestApp } from '../../helpers/build-test-app';
import { createStory, followStory } from '../../helpers/stories';

/**
 * The whole pipeline on the real writer and the real narrator: a story is written, every chapter is
 * narrated to MP3, stored, and served from /media with Range, then published.
 */

describe('story generation pipeline', { timeout: 120_000 }, () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let story: Story;

  beforeAll(async () => {
    testApp = await buildTestApp({ generation: { runJobs: true, pollMs: 100, heartbeatMs: 1_000 } });
    parent = await registerParent(testApp.app);
    const created = await createStory(testApp.app, parent, {
      title: 'A animals Story',
      autoTitle: true,
      description: 'A story for children aged 4-8.',
      autoDescription: true,
      customPrompt: 'a dog called Max',
      voiceType: 'SOOTHING_NARRATOR',
    });
    ({ story } = await followStory(testApp.app, parent, created.id));
  }, 120_000);
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { ...parent.headers, ...headers } });

  it('publishes the story with every chapter narrated, titled by the writer', () => {
    expect(story.status).toBe('published');
    expect(story.title).not.toBe('A animals Story');
    // The form's generic description gives way to the writer's own.
    expect(story.description).not.toBe('A story for children aged 4-8.');
    expect(story.description.length).toBeGreaterThan(20);
    expect(story.audioStatus).toBe('completed');
    expect(story.chapters?.map((chapter) => chapter.order)).toEqual([1, 2, 3]);
    for (const chapter of story.chapters ?? []) {
      expect(chapter.status).toBe('ready');
      // About five minutes each at the narrator's pace; the stored duration is the real one.
      expect(chapter.duration).toBeGreaterThan(120);
      expect(chapter.paragraphs.join(' ')).not.toMatch(/[{}]|undefined/);
    }
    const sum = (story.chapters ?? []).reduce((total, chapter) => total + chapter.duration, 0);
    expect(Math.abs(story.duration - sum)).toBeLessThanOrEqual(3);
    expect(story.chapters?.some((chapter) => chapter.paragraphs.join(' ').includes('Max'))).toBe(true);
  });

  it('marks the job completed and reports full audio status', async () => {
    const [job] = await testApp.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.storyId, story.id));
    expect(job).toMatchObject({ status: 'completed', attempts: 1, progress: 100 });
    const status = (await get(`/api/v1/stories/${story.id}/audio-status`)).json<{ data: StoryAudioStatus }>()
      .data;
    expect(status).toMatchObject({ status: 'completed', progress: 100, chaptersReady: 3, totalChapters: 3 });
  });

  it('serves a generated cover picture', async () => {
    expect(story.coverImageUrl).toMatch(/^\/media\/stories\/.+\.svg\?exp=\d+&sid=[\w-]+&sig=/);
    const cover = await get(story.coverImageUrl ?? '');
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    expect(cover.body).toContain('<svg');
  });

  describe('chapter audio', () => {
    let audioUrl: string;
    let whole: Buffer;

    beforeAll(async () => {
      const chapterId = story.chapters?.[0]?.id ?? '';
      const response = await get(`/api/v1/chapters/${chapterId}/audio`);
      audioUrl = response.json<{ data: { audioUrl: string } }>().data.audioUrl;
      whole = (await get(audioUrl)).rawPayload;
    });

    it('is a signed, expiring /media URL to a real MP3', async () => {
      expect(audioUrl).toMatch(/^\/media\/stories\/.+\.mp3\?exp=\d+&sid=[\w-]+&sig=[\w-]+$/);
      const response = await get(audioUrl);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('audio/mpeg');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(whole.length).toBeGreaterThan(100_000);
      // An MPEG audio frame starts with 11 set bits.
      expect(whole[0]).toBe(0xff);
      expect((whole[1] ?? 0) & 0xe0).toBe(0xe0);
    });

    it('answers byte ranges with 206, and a range past the end with 416', async () => {
      const partial = await get(audioUrl, { range: 'bytes=100-199' });
      expect(partial.statusCode).toBe(206);
      expect(partial.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
      expect(partial.rawPayload.equals(whole.subarray(100, 200))).toBe(true);

      const beyond = await get(audioUrl, { range: `bytes=${whole.length + 10}-` });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`);
    });

    it('publishes the byte count and SHA-256 of the file it points to, so a download can be verified', async () => {
      const chapterId = story.chapters?.[0]?.id ?? '';
      for (const path of ['audio', 'audio-url']) {
        const { data } = (await get(`/api/v1/chapters/${chapterId}/${path}`)).json<{
          data: { bytes: number; sha256: string };
        }>();
        expect(data.bytes).toBe(whole.length);
        expect(data.sha256).toBe(createHash('sha256').update(whole).digest('hex'));
      }
    });

    it('resumes a cut-off download from its last byte: bytes=N- answers exactly the rest', async () => {
      const rest = await get(audioUrl, { range: `bytes=${whole.length - 1000}-` });
      expect(rest.statusCode).toBe(206);
      expect(rest.headers['content-length']).toBe('1000');
      expect(Buffer.concat([whole.subarray(0, whole.length - 1000), rest.rawPayload]).equals(whole)).toBe(
        true,
      );
    });

    it('refuses an expired or forged signature with 403, and a renewed URL works', async () => {
      const key = new URL(audioUrl, 'http://x').pathname.replace(/^\/media\//, '');
      const sid = new URL(audioUrl, 'http://x').searchParams.get('sid') ?? '';
      const expired = createMediaSigner(testJwtSecret, 60)
        .forSession(sid)
        .sign(key, new Date(Date.now() - 3_600_000));
      expect((await get(expired)).statusCode).toBe(403);
      expect((await get(audioUrl.replace(/sig=.{4}/, 'sig=AAAA'))).statusCode).toBe(403);
      expect((await get(`/media/${key}`)).statusCode).toBe(403);

      const chapterId = story.chapters?.[0]?.id ?? '';
      const renewed = (await get(`/api/v1/chapters/${chapterId}/audio-url`)).json<{
        data: { audioUrl: string };
      }>();
      expect((await get(renewed.data.audioUrl)).statusCode).toBe(200);
    });

    it('goes with the story: deleting it removes the files', async () => {
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/v1/stories/${story.id}`,
        headers: parent.headers,
      });
      expect(response.statusCode).toBe(204);
      expect((await get(audioUrl)).statusCode).toBe(404);
      expect(
        await testApp.app.media.store.stat(new URL(audioUrl, 'http://x').pathname.slice(7)),
      ).toBeUndefined();
      expect((await get(`/api/v1/stories/${story.id}`)).statusCode).toBe(404);
    });
  });
});
