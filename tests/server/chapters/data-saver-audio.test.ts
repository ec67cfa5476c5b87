import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterAudio } from '../../../src/contract/story';
import { chapters, generationJobs } from '../../../server/db/story-tables';
import { decodeMp3 } from '../../../server/generation/encoder/mp3-decode';
import { measureMp3 } from '../../../server/generation/encoder/mp3-frames';
import { createStoryJobHandlers } from '../../../server/generation/jobs/story-jobs';
import { createEspeakNarrator } from '../../../server/generation/narrator/espeak-narrator';
import { createOpenAiNarrator } from '../../../server/generation/narrator/openai-narrator';
import type { Narrator } from '../../../server/generation/narrator/types';
import { createChaptersRepository } from '../../../server/modules/stories/chapters-repository';
import { createStoriesRepository } from '../../../server/modules/stories/repository';
import type { BlobStore } from '../../../server/storage/blob-store';
import { createFsBlobStore } from '../../../server/storage/fs-blob-store';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { addNarratedChapter, finishedStory } from '../helpers/stories';
import { startSpeechStub } from '../generation/narrator/fixtures/speech-stub-server';

/**
 * "Data saver" downloads (issue 12): the server makes a smaller MP3 of a chapter once, keeps it beside
 * the standard file, and answers it like the standard one. Real narrations from both narrators, a real
 * store and database; the store counts what is written, to see each copy made exactly once.
 */

const PARAGRAPHS = [
  'Pip the little fox lived at the edge of a quiet forest, beside a stream that sang all night.',
  'Every morning she watched the sun climb over the hills, and every evening she counted the stars.',
  'One day a small grey owl landed on the branch above her den and asked if she had seen the moon.',
  'Pip laughed, because the moon was right there in the sky, round and bright as a silver plate.',
  'But the owl could not see it, for her eyes were tired after a long, long flight across the sea.',
  'So Pip led her to the stream, where the moon shone back from the water, close enough to touch.',
];

/** Writes and deletes go through; every write is counted by key. */
function countingStore(inner: BlobStore, writes: Map<string, number>): BlobStore {
  return {
    ...inner,
    async put(key, data) {
      writes.set(key, (writes.get(key) ?? 0) + 1);
      await inner.put(key, data);
    },
  };
}

const keyOf = (url: string) => new URL(url, 'http://x').pathname.replace(/^\/media\//, '');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

describe('data-saver chapter audio', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  let filesDir: string;
  const writes = new Map<string, number>();
  let parent: SignedInParent;
  let other: SignedInParent;
  let storyId: string;
  /** Chapter 1: the built-in narrator (espeak, 22,050 Hz); chapter 2: an OpenAI-compatible one (24 kHz). */
  const narrated: { id: string; audioKey: string; mp3: Buffer }[] = [];

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'fablecast-files-'));
    const store = countingStore(createFsBlobStore(filesDir), writes);
    testApp = await buildTestApp({ generation: { store } });
    parent = await registerParent(testApp.app);
    other = await registerParent(testApp.app);
    storyId = (await finishedStory(testApp.app, parent, { title: 'Pip and the Moon' })).id;

    const chapter = { language: 'en', voice: 'WARM_FEMALE', title: 'Pip and the Moon' } as const;
    const espeak = createEspeakNarrator({ workers: 1 });
    const stub = await startSpeechStub();
    const openai = createOpenAiNarrator({ baseUrl: stub.baseUrl, model: 'tts-test', workers: 1 });
    try {
      for (const [order, narrator] of [espeak, openai].entries()) {
        const { mp3 } = await narrator.narrate({ ...chapter, paragraphs: PARAGRAPHS });
        narrated.push({ ...(await addNarratedChapter(testApp.app, storyId, order + 1, mp3)), mp3 });
      }
    } finally {
      await Promise.all([espeak.close(), openai.close(), stub.close()]);
    }
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const get = (url: string, as = parent) => testApp.app.inject({ method: 'GET', url, headers: as.headers });
  const audio = async (chapterId: string, query = '', route = 'audio', as = parent) => {
    const response = await get(`/api/v1/chapters/${chapterId}/${route}${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ChapterAudio }>().data;
  };
  const espeakChapter = () => narrated[0] ?? expect.unreachable();
  const openaiChapter = () => narrated[1] ?? expect.unreachable();

  it('answers the standard file, saying so, when no quality or "standard" is asked', async () => {
    const chapter = espeakChapter();
    for (const query of ['', '?quality=standard']) {
      const answer = await audio(chapter.id, query);
      expect(answer).toMatchObject({
        quality: 'standard',
        bytes: chapter.mp3.length,
        sha256: sha256(chapter.mp3),
      });
      expect(keyOf(answer.audioUrl)).toBe(chapter.audioKey);
    }
  });

  describe.each([
    ['the built-in narrator', espeakChapter],
    ['an OpenAI-compatible narrator', openaiChapter],
  ])('from %s', (_narrator, chapterOf) => {
    let answer: ChapterAudio;
    let served: Buffer;

    beforeAll(async () => {
      answer = await audio(chapterOf().id, '?quality=data-saver');
      const response = await get(answer.audioUrl);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('audio/mpeg');
      served = response.rawPayload;
    });

    it('is a signed /media URL to a copy kept beside the standard file', () => {
      const { audioKey } = chapterOf();
      expect(answer.quality).toBe('data-saver');
      expect(answer.audioUrl).toMatch(
        /^\/media\/stories\/.+\.data-saver\.mp3\?exp=\d+&sid=[\w-]+&sig=[\w-]+$/,
      );
      expect(keyOf(answer.audioUrl)).toBe(audioKey.replace(/\.mp3$/, '.data-saver.mp3'));
    });

    it('publishes the byte count and SHA-256 of the file it serves', () => {
      expect(answer.bytes).toBe(served.length);
      expect(answer.sha256).toBe(sha256(served));
    });

    it('is a mono 16 kHz MP3 about half the size, playing as long as the standard one', () => {
      const standard = measureMp3(chapterOf().mp3);
      const copy = measureMp3(served);
      expect(copy).toMatchObject({ sampleRate: 16_000, channels: 1 });
      expect(served.length).toBeLessThan(chapterOf().mp3.length * 0.6);
      expect(Math.abs(copy.durationSeconds - standard.durationSeconds)).toBeLessThan(0.2);
      expect(answer.duration).toBe(120); // the chapter's stored duration (addNarratedChapter), as for standard
    });

    it('carries the same sound, not silence (LAME at some low settings writes silent frames)', async () => {
      const [standard, copy] = await Promise.all([decodeMp3(chapterOf().mp3), decodeMp3(served)]);
      const ratio = rms(copy.samples) / rms(standard.samples);
      expect(ratio).toBeGreaterThan(0.8);
      expect(ratio).toBeLessThan(1.2);
    });

    it('is made once: later asks, on either route, answer the same kept file', async () => {
      const again = await audio(chapterOf().id, '?quality=data-saver', 'audio-url');
      expect(keyOf(again.audioUrl)).toBe(keyOf(answer.audioUrl));
      expect(again).toMatchObject({ bytes: answer.bytes, sha256: answer.sha256, quality: 'data-saver' });
      expect(writes.get(keyOf(answer.audioUrl))).toBe(1);
    });
  });

  it('makes one copy for asks that arrive together', async () => {
    const { id } = await addNarratedChapter(testApp.app, storyId, 3, openaiChapter().mp3);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        audio(id, '?quality=data-saver', index % 2 ? 'audio' : 'audio-url'),
      ),
    );
    const keys = new Set(answers.map((answer) => keyOf(answer.audioUrl)));
    expect(keys.size).toBe(1);
    expect(new Set(answers.map((answer) => answer.sha256)).size).toBe(1);
    expect(writes.get([...keys][0] ?? '')).toBe(1);
  });

  it('answers the standard file, marked standard, when the audio cannot be encoded again', async () => {
    const broken = Buffer.from('ID3 not really an MP3, as a damaged file would be');
    const { id, audioKey } = await addNarratedChapter(testApp.app, storyId, 4, broken);
    const answer = await audio(id, '?quality=data-saver');
    expect(answer).toMatchObject({ quality: 'standard', bytes: broken.length, sha256: sha256(broken) });
    expect(keyOf(answer.audioUrl)).toBe(audioKey);
    expect(await testApp.app.media.store.stat(audioKey.replace(/\.mp3$/, '.data-saver.mp3'))).toBeUndefined();
  });

  it('answers a chapter without audio exactly as the standard path does', async () => {
    const { id, audioKey } = await addNarratedChapter(testApp.app, storyId, 5, openaiChapter().mp3);
    await testApp.database.db.update(chapters).set({ audioKey: null }).where(eq(chapters.id, id));
    const responses = await Promise.all(
      ['', '?quality=data-saver'].map((query) => get(`/api/v1/chapters/${id}/audio${query}`)),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(responses[0]?.json());
    }
    expect(writes.has(audioKey.replace(/\.mp3$/, '.data-saver.mp3'))).toBe(false);
  });

  it('refuses an unknown quality with a 400 naming the field', async () => {
    const { id } = espeakChapter();
    for (const query of ['?quality=hd', '?quality=', '?quality=DATA-SAVER', '?quality=standard&quality=hd']) {
      const response = await get(`/api/v1/chapters/${id}/audio${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ path: 'querystring.quality' })],
      });
      expect((await get(`/api/v1/chapters/${id}/audio-url${query}`)).statusCode).toBe(400);
    }
  });

  it('answers another parent’s chapter with the same 404 as a missing one, and makes no copy', async () => {
    const { id, audioKey } = await addNarratedChapter(testApp.app, storyId, 6, openaiChapter().mp3);
    for (const route of ['audio', 'audio-url']) {
      const url = (chapterId: string) => `/api/v1/chapters/${chapterId}/${route}?quality=data-saver`;
      const [foreign, missing] = [await get(url(id), other), await get(url(randomUUID()), other)];
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    }
    expect(writes.has(audioKey.replace(/\.mp3$/, '.data-saver.mp3'))).toBe(false);
  });

  it('follows new audio: the old copy goes with the old file, the new audio gets its own', async () => {
    const { id, audioKey } = await addNarratedChapter(testApp.app, storyId, 7, openaiChapter().mp3);
    const before = await audio(id, '?quality=data-saver');
    const oldCopy = keyOf(before.audioUrl);

    const replacement: Narrator = {
      name: 'replay',
      narrate: async () => ({ mp3: espeakChapter().mp3, durationSeconds: 30, sampleRate: 22_050 }),
      close: async () => undefined,
    };
    const { db } = testApp.database;
    const handlers = createStoryJobHandlers({
      stories: createStoriesRepository(db),
      chapters: createChaptersRepository(db),
      writer: { name: 'unused', write: async () => expect.unreachable() },
      narrator: replacement,
      store: testApp.app.media.store,
      checkText: () => true,
    });
    const queued = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${storyId}/generate-audio`,
      headers: parent.headers,
    });
    expect(queued.statusCode, queued.body).toBe(202);
    const [job] = await db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.id, queued.json<{ data: { jobId: string } }>().data.jobId));
    await handlers['regenerate-audio']({
      job: job ?? expect.unreachable(),
      signal: new AbortController().signal,
      reportProgress: () => undefined,
    });

    const store = testApp.app.media.store;
    expect(await store.stat(audioKey)).toBeUndefined();
    expect(await store.stat(oldCopy)).toBeUndefined();
    const after = await audio(id, '?quality=data-saver');
    expect(keyOf(after.audioUrl)).not.toBe(oldCopy);
    expect(keyOf(after.audioUrl)).toMatch(new RegExp(`/audio/${id}-[0-9a-f]+\\.data-saver\\.mp3$`));
    expect(after.sha256).not.toBe(before.sha256);
  });

  it('goes with the story: deleting it removes every copy', async () => {
    const copies = [...writes.keys()].filter((key) => key.endsWith('.data-saver.mp3'));
    expect(copies.length).toBeGreaterThanOrEqual(3);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/stories/${storyId}`,
      headers: parent.headers,
    });
    expect(response.statusCode).toBe(204);
    for (const key of copies) expect(await testApp.app.media.store.stat(key)).toBeUndefined();
  });
});
