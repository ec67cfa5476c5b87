import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_STORY_REASON } from '../../../../src/contract/story-failure';
import { storyFolder } from '../../../../server/storage/story-files';
import { registerParent, type SignedInParent } from '../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createStory, followStory } from '../../helpers/stories';
import { startChatStub, type ChatStub } from './chat-stub-server';

/**
 * ADR 030 through the real app: an OpenAI-compatible writer (a local stub service) writes the story,
 * the job checks every chapter locally and asks the service's /moderations too, rewrites a stopped
 * chapter once, and fails the story — never publishing it, narrating nothing — when it is still unsafe.
 */

const chapter = (
  n: number,
  text = `Pip and Max walk to the meadow, and the sun is warm on chapter ${n}.`,
) => ({
  title: `Chapter ${n}`,
  paragraphs: [text],
});

const storyJson = (chapters: { title: string; paragraphs: string[] }[]) =>
  JSON.stringify({
    title: 'Pip and Max',
    description: 'A gentle walk to the meadow.',
    cast: { hero: 'Pip', companion: 'Max', helper: 'Grandma Owl' },
    setting: 'the meadow',
    chapters,
  });

describe('an unsafe chapter from an OpenAI-compatible writer', { timeout: 90_000 }, () => {
  let stub: ChatStub;
  let testApp: TestApp;
  let parent: SignedInParent;

  beforeAll(async () => {
    stub = await startChatStub();
    testApp = await buildTestApp({
      env: { STORY_WRITER: 'openai', OPENAI_BASE_URL: stub.baseUrl, OPENAI_MODEL: 'story-model' },
      generation: { runJobs: true, pollMs: 50, heartbeatMs: 1_000 },
    });
    parent = await registerParent(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await stub.close();
  });
  afterEach(() => {
    stub.requests.length = 0;
    stub.answers.length = 0;
    stub.moderations.length = 0;
  });

  const follow = (id: string) => followStory(testApp.app, parent, id);

  const chatRequests = () => stub.requests.filter((request) => request.path.endsWith('/chat/completions'));

  it('is rewritten once; still unsafe, the story fails with a reason a parent understands and is never published', async () => {
    stub.answers.push(
      { content: storyJson([chapter(1), chapter(2, 'Then the knight stabbed the baker.'), chapter(3)]) },
      { content: JSON.stringify(chapter(2, 'So he killed him with a gun.')) },
    );

    const created = await createStory(testApp.app, parent, { customPrompt: 'a fox called Pip' });
    const { story, seen } = await follow(created.id);

    expect(seen.has('published')).toBe(false);
    expect(story).toMatchObject({ status: 'archived', failureReason: UNSAFE_STORY_REASON.en });
    // Nothing of it was kept, so nothing was narrated.
    expect(story.chapters ?? []).toEqual([]);
    expect(existsSync(path.join(testApp.config.DATA_DIR, 'files', storyFolder(story.id)))).toBe(false);
    // The writer was asked for the story, then for chapter 2 again, without the words that stopped it.
    const [, rewrite] = chatRequests();
    const messages = rewrite?.body.messages as { role: string; content: string }[];
    expect(JSON.parse(messages[1]?.content ?? '{}')).toMatchObject({ rewriteChapter: 2 });
    expect(JSON.stringify(messages)).not.toContain('stabbed');
    expect(chatRequests()).toHaveLength(2);
  });

  it('is published with the rewritten chapter when the rewrite is gentle', async () => {
    stub.answers.push(
      { content: storyJson([chapter(1), chapter(2, 'Then the knight stabbed the baker.'), chapter(3)]) },
      { content: JSON.stringify(chapter(2, 'Then the knight and the baker shared a warm loaf.')) },
    );

    const created = await createStory(testApp.app, parent);
    const { story } = await follow(created.id);

    expect(story.status).toBe('published');
    expect(story.chapters?.[1]?.paragraphs).toEqual(['Then the knight and the baker shared a warm loaf.']);
    expect(story.chapters?.every((c) => c.status === 'ready')).toBe(true);
  });

  it('obeys the service’s moderation: a flagged chapter is rewritten, and fails the story if flagged again', async () => {
    stub.answers.push(
      { content: storyJson([chapter(1), chapter(2), chapter(3)]) },
      { content: JSON.stringify(chapter(3, 'A quiet ending under the stars.')) },
    );
    // Title and description, chapters 1 to 3; then again after the rewrite.
    stub.moderations.push(
      { flagged: false },
      { flagged: false },
      { flagged: false },
      { flagged: true, category: 'violence' },
      { flagged: false },
      { flagged: false },
      { flagged: false },
      { flagged: true, category: 'violence' },
    );

    const created = await createStory(testApp.app, parent, { language: 'es' });
    const { story, seen } = await follow(created.id);

    expect(seen.has('published')).toBe(false);
    expect(story).toMatchObject({ status: 'archived', failureReason: UNSAFE_STORY_REASON.es });
    expect(story.chapters ?? []).toEqual([]);
    const moderated = stub.requests.filter((request) => request.path.endsWith('/moderations'));
    expect(moderated).toHaveLength(8);
    expect(moderated[3]?.body.input).toContain('Chapter 3');
  });

  it('lets the local check decide when moderation is down, and publishes what it passes', async () => {
    stub.answers.push({ content: storyJson([chapter(1), chapter(2), chapter(3)]) });
    stub.moderations.push({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });

    const created = await createStory(testApp.app, parent);
    const { story } = await follow(created.id);

    expect(story.status).toBe('published');
    expect(stub.requests.filter((request) => request.path.endsWith('/moderations'))).toHaveLength(4);
  });
});
