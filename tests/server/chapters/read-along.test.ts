import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paragraphWords, type ReadAlong } from '../../../src/contract/read-along';
import { chapters } from '../../../server/db/story-tables';
import { renderChapter } from '../../../server/generation/narrator/espeak-render';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { addNarratedChapter, finishedStory } from '../helpers/stories';

/**
 * GET /chapters/{id}/read-along (issue 15): a parent's chapter comes with its text and, when the
 * narrator gave word timings, each written word's time in the audio. Real espeak timings, a real
 * database; another parent's chapter is not there.
 */

const TITLE = 'The Well-Known Fox';
const PARAGRAPHS = [
  '"Hello!" said Mr. Fox, who had 1,000 stars and 3.5 moons.',
  "It's a well-known fact: foxes can't fly… or can they?",
];

const read = (testApp: TestApp, parent: SignedInParent, id: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1/chapters/${id}/read-along`, headers: parent.headers });

describe('GET /chapters/{id}/read-along', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let other: SignedInParent;
  let timed: string;
  let untimed: string;
  let spokenStarts: Map<string, number>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
    other = await registerParent(testApp.app);
    const story = await finishedStory(testApp.app, parent, { title: TITLE });
    const speech = await renderChapter({
      language: 'en',
      voice: 'WARM_FEMALE',
      title: TITLE,
      paragraphs: PARAGRAPHS,
    });
    spokenStarts = new Map(speech.words.map((word) => [word.word, Math.round(word.startMs)]));
    timed = (await addNarratedChapter(testApp.app, story.id, 1)).id;
    await testApp.app.database.db
      .update(chapters)
      .set({ title: TITLE, paragraphs: PARAGRAPHS, wordTimings: speech.words })
      .where(eq(chapters.id, timed));
    // An OpenAI-compatible narrator keeps no timings.
    untimed = (await addNarratedChapter(testApp.app, story.id, 2)).id;
  });
  afterAll(() => testApp.close());

  it('gives the owner every word of the text with its time, the title left out', async () => {
    const response = await read(testApp, parent, timed);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: ReadAlong }>();
    expect(data.chapterId).toBe(timed);
    expect(data.paragraphs).toEqual(PARAGRAPHS);
    const expected = PARAGRAPHS.flatMap((paragraph, p) =>
      paragraphWords(paragraph).map((_, w) => ({ p, w })),
    );
    expect(data.words?.map(({ p, w }) => ({ p, w }))).toEqual(expected);
    const words = data.words ?? [];
    // Spoken after the title: "Hello" is the first word of the text, at espeak's own time for it.
    expect(words[0]?.startMs).toBe(spokenStarts.get('Hello'));
    expect(words.find(({ p, w }) => p === 0 && w === 1)?.startMs).toBe(spokenStarts.get('said'));
    expect(words.find(({ p, w }) => p === 1 && w === 4)?.startMs).toBe(spokenStarts.get('foxes'));
    for (let index = 1; index < words.length; index += 1) {
      expect(words[index]!.startMs).toBeGreaterThanOrEqual(words[index - 1]!.startMs);
      expect(words[index]!.endMs).toBeGreaterThanOrEqual(words[index]!.startMs);
    }
  });

  it('gives plain text when the narrator kept no timings', async () => {
    const response = await read(testApp, parent, untimed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: ReadAlong }>().data).toEqual({
      chapterId: untimed,
      paragraphs: ['Paragraph of chapter 2.'],
      words: null,
    });
  });

  it("answers another parent's chapter like one that does not exist", async () => {
    const foreign = await read(testApp, other, timed);
    const missing = await read(testApp, other, randomUUID());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.body).not.toContain('Hello');
  });

  it('refuses an id that is not a chapter id, naming the field', async () => {
    const response = await read(testApp, parent, 'not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'params.id', message: 'Must be a chapter id (a UUID)' }],
    });
  });

  it('asks for a signed-in parent', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/chapters/${timed}/read-along` });
    expect(response.statusCode).toBe(401);
  });

  it('is documented with the other chapter routes', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/v1/chapters/{id}/read-along'].get;
    expect(operation.tags).toEqual(['chapters']);
    const data = operation.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties)).toEqual(['chapterId', 'paragraphs', 'words']);
  });
});
