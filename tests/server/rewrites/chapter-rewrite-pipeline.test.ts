import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterRewrite } from '../../../src/contract/chapter-rewrite';
import type { ReadAlong } from '../../../src/contract/read-along';
import type { Story } from '../../../src/contract/story';
import { chapters, generationJobs, type ChapterRow } from '../../../server/db/story-tables';
import { readWhole } from '../../../server/storage/blob-store';
import { dataSaverAudioKey } from '../../../server/storage/story-files';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createStory } from '../helpers/stories';

/**
 * A chapter rewrite on the real writer and the real narrator (ADR 035): only the chapter asked for
 * changes — its text, its audio file, its timings — in one swap, the old file goes, the story's
 * duration follows, and the other chapters' rows and files are exactly as they were.
 */

const sameRow = (row: ChapterRow) => ({
  paragraphs: row.paragraphs,
  audioKey: row.audioKey,
  audioBytes: row.audioBytes,
  audioGeneratedAt: row.audioGeneratedAt,
  duration: row.duration,
  wordTimings: row.wordTimings,
  updatedAt: row.updatedAt,
});

describe('a chapter rewrite', { timeout: 600_000 }, () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let story: Story;
  let before: ChapterRow[];
  let filesBefore: Buffer[];
  let after: ChapterRow[];
  let rewrite: ChapterRewrite;

  const rows = () =>
    testApp.database.db.select().from(chapters).where(eq(chapters.storyId, story.id)).orderBy(chapters.order);
  const get = <T>(url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: parent.headers }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: T }>().data;
    });

  /** The story, once written and narrated (a few minutes on a busy machine). */
  async function published(id: string): Promise<Story> {
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      const latest = await get<Story>(`/api/v1/stories/${id}`);
      if (latest.status !== 'generating') return latest;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the story did not finish in time');
  }

  async function untilDone(): Promise<ChapterRewrite> {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      const latest = await get<ChapterRewrite>(`/api/v1/stories/${story.id}/rewrite`);
      if (latest.status !== 'queued' && latest.status !== 'running') return latest;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the rewrite did not finish in time');
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ generation: { runJobs: true, pollMs: 100, heartbeatMs: 1_000 } });
    parent = await registerParent(testApp.app);
    const created = await createStory(testApp.app, parent, { customPrompt: 'a fox called Juniper' });
    story = created;
    story = await published(created.id);
    expect(story.status).toBe('published');
    before = await rows();
    filesBefore = await Promise.all(before.map((row) => readWhole(testApp.app.media.store, row.audioKey!)));
    // The data-saver copy of the chapter to be rewritten, as a download would have asked for it.
    const audio = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/chapters/${before[1]!.id}/audio?quality=data-saver`,
      headers: parent.headers,
    });
    expect(audio.statusCode, audio.body).toBe(200);

    const asked = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${story.id}/chapters/${before[1]!.id}/rewrite`,
      headers: parent.headers,
      payload: { instruction: 'again' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    // Until the new audio is stored, the chapter is the old one: its text and its audio.
    const [meanwhile] = await testApp.database.db
      .select()
      .from(chapters)
      .where(eq(chapters.id, before[1]!.id));
    expect(meanwhile?.audioKey).toBe(before[1]!.audioKey);
    rewrite = await untilDone();
    after = await rows();
  }, 600_000);
  afterAll(() => testApp.close());

  it('completes the job', () => {
    expect(rewrite).toMatchObject({
      status: 'completed',
      progress: 100,
      failure: null,
      instruction: 'again',
    });
  });

  it("changes chapter 2's text and audio, and keeps its title", async () => {
    const [old, rewritten] = [before[1]!, after[1]!];
    expect(rewritten.title).toBe(old.title);
    expect(rewritten.paragraphs.join('\n')).not.toBe(old.paragraphs.join('\n'));
    expect(rewritten.audioKey).not.toBe(old.audioKey);
    expect(rewritten.audioGeneratedAt!.getTime()).toBeGreaterThan(old.audioGeneratedAt!.getTime());
    expect(rewritten.wordTimings?.length).toBeGreaterThan(100);
    const bytes = await readWhole(testApp.app.media.store, rewritten.audioKey!);
    expect(bytes.length).toBe(rewritten.audioBytes);
    expect(bytes.equals(filesBefore[1]!)).toBe(false);
    // The story page and the read-along read the new words.
    const page = await get<Story>(`/api/v1/stories/${story.id}`);
    expect(page.chapters?.[1]?.paragraphs).toEqual(rewritten.paragraphs);
    expect(page.chapters?.[1]?.audioGeneratedAt).toBe(rewritten.audioGeneratedAt!.toISOString());
    const readAlong = await get<ReadAlong>(`/api/v1/chapters/${rewritten.id}/read-along`);
    expect(readAlong.paragraphs).toEqual(rewritten.paragraphs);
    expect(readAlong.words?.length).toBeGreaterThan(100);
  });

  it('removes the old audio and its data-saver copy', async () => {
    const { store } = testApp.app.media;
    expect(await store.stat(before[1]!.audioKey!)).toBeUndefined();
    expect(await store.stat(dataSaverAudioKey(before[1]!.audioKey!))).toBeUndefined();
  });

  it("leaves the other chapters' rows and files exactly as they were", async () => {
    for (const index of [0, 2]) {
      expect(sameRow(after[index]!)).toEqual(sameRow(before[index]!));
      const bytes = await readWhole(testApp.app.media.store, after[index]!.audioKey!);
      expect(bytes.equals(filesBefore[index]!)).toBe(true);
    }
  });

  it("updates the story's duration to its chapters' sum", async () => {
    const page = await get<Story>(`/api/v1/stories/${story.id}`);
    const sum = after.reduce((total, row) => total + row.duration, 0);
    expect(Math.abs(page.duration - sum)).toBeLessThanOrEqual(1);
  });

  it('changes nothing more when the job runs again (resumed after a crash past the swap)', async () => {
    const { db } = testApp.database;
    await db
      .update(generationJobs)
      .set({ status: 'queued', runAfter: new Date(0) })
      .where(eq(generationJobs.id, rewrite.jobId));
    testApp.app.generation.runner.wake();
    expect(await untilDone()).toMatchObject({ status: 'completed' });
    expect((await rows()).map(sameRow)).toEqual(after.map(sameRow));
  });
});
