import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Child } from '../../../src/contract/child';
import type { ChapterProgress, ProgressPage, ProgressRecord } from '../../../src/contract/progress';
import type { Story } from '../../../src/contract/story';
import { listeningProgress } from '../../../server/db/progress-tables';
import { chapters } from '../../../server/db/story-tables';
import { createChild } from '../children/child-requests';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { addNarratedChapter, createStory } from '../helpers/stories';

describe('listening progress API', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let other: SignedInParent;
  let mia: Child;
  let leo: Child;
  let story: Story;
  let storyChapters: string[];
  let othersChild: Child;
  let othersStory: Story;
  let othersChapter: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
    other = await registerParent(testApp.app);
    mia = await createChild(testApp.app, parent, { name: 'Mia' });
    leo = await createChild(testApp.app, parent, { name: 'Leo' });
    story = await newStory(parent);
    storyChapters = [];
    for (const order of [1, 2, 3, 4, 5, 6, 7]) {
      storyChapters.push((await addNarratedChapter(testApp.app, story.id, order)).id);
    }
    othersChild = await createChild(testApp.app, other, { name: 'Zoe' });
    othersStory = await newStory(other);
    othersChapter = (await addNarratedChapter(testApp.app, othersStory.id, 1)).id;
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, as = parent, payload?: object) =>
    testApp.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: as.headers,
      ...(payload ? { payload } : {}),
    });

  /** A story whose generation is cancelled at once, so the parent may start another (S§5). */
  async function newStory(as: SignedInParent): Promise<Story> {
    const created = await createStory(testApp.app, as);
    expect((await call('POST', `/stories/${created.id}/cancel`, as)).statusCode).toBe(200);
    return created;
  }

  const chapter = (index: number) => storyChapters[index] ?? '';

  const body = (changes: Record<string, unknown> = {}) => ({
    userId: parent.user.id,
    childId: mia.id,
    storyId: story.id,
    chapterId: chapter(0),
    position: 30,
    completed: false,
    totalListeningTime: 30,
    ...changes,
  });

  const save = (changes: Record<string, unknown> = {}, as = parent) =>
    call('POST', '/progress', as, body(changes));

  async function saved(changes: Record<string, unknown> = {}): Promise<ProgressRecord> {
    const response = await save(changes);
    expect([200, 201], response.body).toContain(response.statusCode);
    return response.json<{ data: ProgressRecord }>().data;
  }

  /** The row's xmin: the transaction that wrote its current version. */
  async function rowVersion(id: string): Promise<string | undefined> {
    const [row] = await testApp.database.db
      .select({ version: sql<string>`xmin::text` })
      .from(listeningProgress)
      .where(eq(listeningProgress.id, id));
    return row?.version;
  }

  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 20, 0, seconds)).toISOString();

  describe('saving', () => {
    it('creates a record (201) with the position floored to whole seconds', async () => {
      const response = await save({ chapterId: chapter(1), position: 42.9, totalListeningTime: 60.7 });

      expect(response.statusCode).toBe(201);
      expect(response.json<{ data: ProgressRecord }>().data).toEqual({
        id: expect.any(String),
        userId: parent.user.id,
        childId: mia.id,
        storyId: story.id,
        chapterId: chapter(1),
        position: 42,
        completed: false,
        totalListeningTime: 60,
        lastListenedAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('treats the same update twice as one: 200, same record, same updatedAt', async () => {
      const update = { chapterId: chapter(2), position: 75, recordedAt: at(10) };
      const first = await saved(update);
      const version = () => rowVersion(first.id);
      const before = await version();
      expect(before).toEqual(expect.any(String));
      const again = await save(update);

      expect(again.statusCode).toBe(200);
      expect(again.json<{ data: ProgressRecord }>().data).toEqual(first);
      // Not even rewritten: the row version is the one the first save wrote.
      expect(await version()).toBe(before);
    });

    it('never lets an older update overwrite a newer position, but keeps the larger listening time', async () => {
      const chapterId = chapter(3);
      await saved({ chapterId, position: 200, completed: true, totalListeningTime: 100, recordedAt: at(30) });

      const late = await saved({
        chapterId,
        position: 50,
        completed: false,
        totalListeningTime: 150,
        recordedAt: at(20),
      });

      expect(late).toMatchObject({ position: 200, completed: true, totalListeningTime: 150 });
      expect(late.lastListenedAt).toBe(at(30));
    });

    it('takes a device clock running ahead as at most a minute past the server', async () => {
      const nextYear = new Date(Date.now() + 365 * 24 * 3600_000).toISOString();
      const ahead = await saved({ chapterId: chapter(6), position: 90, recordedAt: nextYear });
      expect(ahead.position).toBe(90);
      expect(new Date(ahead.lastListenedAt).getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    });

    it('lets a newer update move the position, and never lowers the listening time', async () => {
      const chapterId = chapter(4);
      const first = await saved({ chapterId, position: 100, totalListeningTime: 100, recordedAt: at(1) });

      const next = await saved({ chapterId, position: 20, totalListeningTime: 40, recordedAt: at(2) });

      expect(next.id).toBe(first.id);
      expect(next).toMatchObject({ position: 20, totalListeningTime: 100, lastListenedAt: at(2) });
    });

    it('ends at the newest position and the largest time whatever order concurrent writes arrive in', async () => {
      const writes = Array.from({ length: 20 }, (_, index) => ({
        childId: leo.id,
        chapterId: chapter(4),
        position: 10 * index,
        totalListeningTime: 10 * index,
        recordedAt: at(index),
      }));
      // Newest first, so every later arrival is older than what is stored.
      const responses = await Promise.all(writes.reverse().map((write) => save(write)));

      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(19);
      const response = await call(
        'GET',
        `/progress/user/${parent.user.id}/story/${story.id}/chapter/${chapter(4)}?childId=${leo.id}`,
      );
      expect(response.json<{ data: ChapterProgress }>().data).toMatchObject({
        position: 190,
        totalListeningTime: 190,
      });
    });

    it('keeps one record per kid, story and chapter', async () => {
      const chapterId = chapter(5);
      const forMia = await saved({ chapterId, position: 10 });
      const forLeo = await saved({ chapterId, childId: leo.id, position: 90 });

      expect(forLeo.id).not.toBe(forMia.id);
      const rows = await testApp.database.db
        .select()
        .from(listeningProgress)
        .where(eq(listeningProgress.chapterId, chapterId));
      expect(rows.map((row) => [row.childId, row.position]).sort()).toEqual(
        [
          [mia.id, 10],
          [leo.id, 90],
        ].sort(),
      );
    });

    it.each([
      ['another parent’s user id', () => ({ userId: other.user.id }), 'User not found'],
      ['a user id that does not exist', () => ({ userId: randomUUID() }), 'User not found'],
      ['another parent’s kid', () => ({ childId: othersChild.id }), 'Kid profile not found'],
      ['a kid that does not exist', () => ({ childId: randomUUID() }), 'Kid profile not found'],
      ['another parent’s story', () => ({ storyId: othersStory.id }), 'Story not found'],
      ['a story that does not exist', () => ({ storyId: randomUUID() }), 'Story not found'],
      ['a chapter of another story', () => ({ chapterId: othersChapter }), 'Chapter not found in this story'],
      [
        'a chapter that does not exist',
        () => ({ chapterId: randomUUID() }),
        'Chapter not found in this story',
      ],
    ])('answers 404 for %s and saves nothing', async (_label, changes, message) => {
      const before = await testApp.database.db.select().from(listeningProgress);
      const response = await save(changes());

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message });
      expect(await testApp.database.db.select().from(listeningProgress)).toHaveLength(before.length);
    });

    it.each([
      [{ position: -1 }, 'body.position'],
      [{ position: 'ten' }, 'body.position'],
      [{ totalListeningTime: -5 }, 'body.totalListeningTime'],
      [{ childId: 'mia' }, 'body.childId'],
      [{ chapterId: undefined }, 'body.chapterId'],
      [{ completed: 'yes' }, 'body.completed'],
      [{ recordedAt: 'yesterday' }, 'body.recordedAt'],
      // Issue 16: year 0 used to reach PostgreSQL, which refused it (500).
      [{ recordedAt: '0000-01-01T00:00:00Z' }, 'body.recordedAt'],
      [{ recordedAt: '1969-12-31T23:59:59Z' }, 'body.recordedAt'],
    ])('rejects %j with a 400 naming the field', async (changes, field) => {
      const response = await save(changes);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining(field),
      });
    });

    it('keeps a write from a device whose clock was reset to 1970', async () => {
      const response = await save({
        childId: leo.id,
        chapterId: chapter(6),
        recordedAt: '1970-01-01T00:00:00Z',
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    });

    it('needs a signed-in parent', async () => {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/progress', payload: body() });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('listing', () => {
    let listParent: SignedInParent;
    let kids: Child[];
    let listStory: Story;
    let otherListStory: Story;
    let listChapters: string[];

    beforeAll(async () => {
      listParent = await registerParent(testApp.app);
      kids = [
        await createChild(testApp.app, listParent, { name: 'Ana' }),
        await createChild(testApp.app, listParent, { name: 'Ben' }),
      ];
      listStory = await newStory(listParent);
      otherListStory = await newStory(listParent);
      listChapters = [];
      for (const order of [1, 2, 3, 4]) {
        listChapters.push((await addNarratedChapter(testApp.app, listStory.id, order)).id);
      }
      const elsewhere = (await addNarratedChapter(testApp.app, otherListStory.id, 1)).id;
      // 4 chapters x 2 kids on one story, the last chapter completed; 1 record on the other story.
      for (const [index, chapterId] of listChapters.entries()) {
        for (const kid of kids) {
          const response = await call('POST', '/progress', listParent, {
            userId: listParent.user.id,
            childId: kid.id,
            storyId: listStory.id,
            chapterId,
            position: 10 * (index + 1),
            completed: index === 3,
          });
          expect(response.statusCode).toBe(201);
        }
      }
      const last = await call('POST', '/progress', listParent, {
        userId: listParent.user.id,
        childId: kids[0]?.id,
        storyId: otherListStory.id,
        chapterId: elsewhere,
        position: 5,
      });
      expect(last.statusCode).toBe(201);
    });

    const list = (query = '', path = '') =>
      call('GET', `/progress/user/${listParent.user.id}${path}${query}`, listParent);

    async function allPages(query: string, path = ''): Promise<{ pages: number; items: ProgressRecord[] }> {
      const items: ProgressRecord[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const separator = query ? '&' : '?';
        const response = await list(
          `${query}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`,
          path,
        );
        expect(response.statusCode, response.body).toBe(200);
        const page: ProgressPage = response.json<{ data: ProgressPage }>().data;
        items.push(...page.items);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor);
      return { pages, items };
    }

    it('lists every record newest first, across pages, without repeats', async () => {
      const first = await list();
      const everything = first.json<{ data: ProgressPage }>().data;
      expect(everything.items).toHaveLength(9);
      expect(everything.nextCursor).toBeNull();

      const paged = await allPages('?limit=2');

      expect(paged.pages).toBe(5);
      expect(paged.items.map((item) => item.id)).toEqual(everything.items.map((item) => item.id));
      expect(new Set(paged.items.map((item) => item.id)).size).toBe(9);
      const order = paged.items.map((item) => [item.updatedAt, item.id].join(' '));
      expect(order).toEqual([...order].sort().reverse());
    });

    it('filters by kid and by completion', async () => {
      const { items: ana } = await allPages(`?childId=${kids[0]?.id}&limit=3`);
      expect(ana).toHaveLength(5);
      expect(ana.every((item) => item.childId === kids[0]?.id)).toBe(true);

      const { items: done } = await allPages('?completed=true');
      expect(done).toHaveLength(2);
      expect(done.every((item) => item.completed && item.position === 40)).toBe(true);

      const { items: benInProgress } = await allPages(`?childId=${kids[1]?.id}&completed=false`);
      expect(benInProgress.map((item) => item.position).sort()).toEqual([10, 20, 30]);
    });

    it('lists one story’s records, with the same filters and pages', async () => {
      const { pages, items } = await allPages(`?limit=3&childId=${kids[0]?.id}`, `/story/${listStory.id}`);

      expect(pages).toBe(2);
      expect(items).toHaveLength(4);
      expect(items.every((item) => item.storyId === listStory.id && item.childId === kids[0]?.id)).toBe(true);
    });

    it('answers 404 for another parent’s user, story or kid', async () => {
      const cases = [
        [`/progress/user/${parent.user.id}`, 'User not found'],
        [`/progress/user/${randomUUID()}`, 'User not found'],
        [`/progress/user/${listParent.user.id}/story/${story.id}`, 'Story not found'],
        [`/progress/user/${listParent.user.id}/story/${randomUUID()}`, 'Story not found'],
        [`/progress/user/${listParent.user.id}?childId=${mia.id}`, 'Kid profile not found'],
        [`/progress/user/${listParent.user.id}?childId=${randomUUID()}`, 'Kid profile not found'],
      ];
      for (const [url, message] of cases) {
        const response = await call('GET', url ?? '', listParent);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ code: 'NOT_FOUND', message });
      }
    });

    it.each([
      ['?cursor=nonsense', 'querystring.cursor'],
      ['?cursor=WyJ4IiwieSJd', 'querystring.cursor'],
      ['?limit=0', 'querystring.limit'],
      ['?limit=101', 'querystring.limit'],
      ['?childId=ana', 'querystring.childId'],
      ['?completed=yes', 'querystring.completed'],
    ])('rejects %s with a 400 naming the field', async (query, field) => {
      const response = await list(query);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining(field),
      });
    });
  });

  describe('one chapter', () => {
    const chapterUrl = (chapterId: string, query = `?childId=${leo.id}`, storyId = story.id) =>
      `/progress/user/${parent.user.id}/story/${storyId}/chapter/${chapterId}${query}`;

    it('answers zeros for a chapter never listened to', async () => {
      const response = await call('GET', chapterUrl(chapter(0)));

      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: ChapterProgress }>().data).toEqual({
        id: null,
        position: 0,
        totalListeningTime: 0,
        completed: false,
      });
    });

    it('answers the kid’s saved place', async () => {
      const record = await saved({
        childId: leo.id,
        chapterId: chapter(2),
        position: 61.5,
        totalListeningTime: 70,
      });

      const response = await call('GET', chapterUrl(chapter(2)));

      expect(response.json<{ data: ChapterProgress }>().data).toEqual({
        id: record.id,
        position: 61,
        totalListeningTime: 70,
        completed: false,
      });
      // Without a kid: the most recently listened record of any of the parent's kids (Mia's is older).
      const anyKid = await call('GET', chapterUrl(chapter(2), ''));
      expect(anyKid.json<{ data: ChapterProgress }>().data.id).toBe(record.id);
    });

    it('answers 404 for a chapter of another story, and for ids that are not the caller’s', async () => {
      const cases = [
        [chapterUrl(othersChapter), 'Chapter not found in this story'],
        [chapterUrl(randomUUID()), 'Chapter not found in this story'],
        [chapterUrl(othersChapter, '', othersStory.id), 'Story not found'],
        [chapterUrl(chapter(0), `?childId=${othersChild.id}`), 'Kid profile not found'],
        [chapterUrl(chapter(0), `?childId=${randomUUID()}`), 'Kid profile not found'],
        [
          `/progress/user/${other.user.id}/story/${othersStory.id}/chapter/${othersChapter}?childId=${othersChild.id}`,
          'User not found',
        ],
      ];
      for (const [url, message] of cases) {
        const response = await call('GET', url ?? '');
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ code: 'NOT_FOUND', message });
      }
    });

    it('rejects a kid id that is not an id', async () => {
      const response = await call('GET', chapterUrl(chapter(0), '?childId=leo'));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('querystring.childId');
    });
  });

  describe('completing and deleting', () => {
    it('marks a record completed at the end of its chapter', async () => {
      const record = await saved({ childId: leo.id, chapterId: chapter(0), position: 12, recordedAt: at(5) });

      const response = await call('PATCH', `/progress/${record.id}/complete`);

      expect(response.statusCode).toBe(200);
      const completed = response.json<{ data: ProgressRecord }>().data;
      expect(completed).toMatchObject({ id: record.id, completed: true, position: 120 });
      // A write the device recorded before the mark, replayed late, does not undo it.
      const replay = await saved({ childId: leo.id, chapterId: chapter(0), position: 12, recordedAt: at(6) });
      expect(replay).toMatchObject({ completed: true, position: 120 });
    });

    it('deletes a record (204) once', async () => {
      const record = await saved({ childId: leo.id, chapterId: chapter(1) });

      expect((await call('DELETE', `/progress/${record.id}`)).statusCode).toBe(204);
      const again = await call('DELETE', `/progress/${record.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ code: 'NOT_FOUND', message: 'Progress record not found' });
    });

    it('answers another parent’s record like a missing one, and leaves it alone', async () => {
      const response = await call('POST', '/progress', other, {
        userId: other.user.id,
        childId: othersChild.id,
        storyId: othersStory.id,
        chapterId: othersChapter,
        position: 33,
      });
      const theirs = response.json<{ data: ProgressRecord }>().data;

      for (const [method, url] of [
        ['PATCH', `/progress/${theirs.id}/complete`],
        ['DELETE', `/progress/${theirs.id}`],
        ['PATCH', `/progress/${randomUUID()}/complete`],
        ['DELETE', `/progress/${randomUUID()}`],
      ] as const) {
        const attempt = await call(method, url);
        expect(attempt.statusCode, url).toBe(404);
        expect(attempt.json()).toEqual({ code: 'NOT_FOUND', message: 'Progress record not found' });
      }
      const [row] = await testApp.database.db
        .select()
        .from(listeningProgress)
        .where(eq(listeningProgress.id, theirs.id));
      expect(row).toMatchObject({ position: 33, completed: false });
    });

    it('rejects a record id that is not an id', async () => {
      const response = await call('DELETE', '/progress/not-an-id');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Must be a progress record id (a UUID)');
    });
  });

  describe('cascades', () => {
    let cascadeParent: SignedInParent;
    let kid: Child;

    beforeAll(async () => {
      cascadeParent = await registerParent(testApp.app);
      kid = await createChild(testApp.app, cascadeParent, { name: 'Cai' });
    });

    async function listened(as: SignedInParent, childId: string, storyId: string, chapterId: string) {
      const response = await call('POST', '/progress', as, {
        userId: as.user.id,
        childId,
        storyId,
        chapterId,
        position: 15,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: ProgressRecord }>().data;
    }

    const stillThere = async (id: string) =>
      (await testApp.database.db.select().from(listeningProgress).where(eq(listeningProgress.id, id)))
        .length > 0;

    it('deleting a story deletes its progress', async () => {
      const doomed = await newStory(cascadeParent);
      const chapterId = (await addNarratedChapter(testApp.app, doomed.id, 1)).id;
      const record = await listened(cascadeParent, kid.id, doomed.id, chapterId);

      expect((await call('DELETE', `/stories/${doomed.id}`, cascadeParent)).statusCode).toBe(204);
      expect(await stillThere(record.id)).toBe(false);
    });

    it('deleting a chapter deletes its progress', async () => {
      const kept = await newStory(cascadeParent);
      const chapterId = (await addNarratedChapter(testApp.app, kept.id, 1)).id;
      const record = await listened(cascadeParent, kid.id, kept.id, chapterId);

      await testApp.database.db.delete(chapters).where(eq(chapters.id, chapterId));
      expect(await stillThere(record.id)).toBe(false);
    });

    it('deleting a kid profile deletes that kid’s progress only', async () => {
      const keptStory = await newStory(cascadeParent);
      const chapterId = (await addNarratedChapter(testApp.app, keptStory.id, 1)).id;
      const sibling = await createChild(testApp.app, cascadeParent, { name: 'Dee' });
      const gone = await listened(cascadeParent, kid.id, keptStory.id, chapterId);
      const kept = await listened(cascadeParent, sibling.id, keptStory.id, chapterId);

      expect((await call('DELETE', `/children/${kid.id}`, cascadeParent)).statusCode).toBe(204);
      expect(await stillThere(gone.id)).toBe(false);
      expect(await stillThere(kept.id)).toBe(true);
    });

    it('deleting the account deletes its progress', async () => {
      const leaving = await registerParent(testApp.app);
      const leavingKid = await createChild(testApp.app, leaving);
      const leavingStory = await newStory(leaving);
      const chapterId = (await addNarratedChapter(testApp.app, leavingStory.id, 1)).id;
      const record = await listened(leaving, leavingKid.id, leavingStory.id, chapterId);

      expect((await call('DELETE', `/users/${leaving.user.id}`, leaving)).statusCode).toBe(204);
      expect(await stillThere(record.id)).toBe(false);
    });
  });
});
