import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../src/contract/story';
import { runMigrations } from '../../../server/db/migrate';
import { stories } from '../../../server/db/story-tables';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { finishedStory } from '../helpers/stories';

/**
 * GET /stories?search= (ADR 018): what the search screen sends — status=published&limit=20&search=…
 * &language=… — finds stories by title, description and theme name, whatever the case and accents, best
 * matches first, a page at a time.
 */

interface Page {
  items: Story[];
  nextCursor: string | null;
}

describe('story search', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const list = async (parent: SignedInParent, query: string): Promise<Page> => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/stories?${query}`,
      headers: parent.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Page }>().data;
  };
  const search = async (parent: SignedInParent, text: string, extra = '') =>
    (await list(parent, `status=published&limit=20&search=${encodeURIComponent(text)}${extra}`)).items.map(
      (story) => story.title,
    );

  /** Every page of a list, following its cursors. */
  async function allPages(parent: SignedInParent, query: string): Promise<Story[]> {
    const seen: Story[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(parent, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  }

  describe('case and accents, in English and Spanish', () => {
    let parent: SignedInParent;

    beforeAll(async () => {
      parent = await registerParent(testApp.app);
      const titles = [
        ['El dragón de la luna', 'es'],
        ['Un árbol muy alto', 'es'],
        ['EL ARBOL SIN TILDE', 'es'],
        ['El niño y la estrella', 'es'],
        ['The Café by the Sea', 'en'],
        ['Dragon Picnic', 'en'],
      ] as const;
      for (const [title, language] of titles) {
        await finishedStory(testApp.app, parent, { title, language, description: 'Una historia.' });
      }
    });

    it.each([
      ['dragon', ['Dragon Picnic', 'El dragón de la luna']],
      ['DRAGÓN', ['Dragon Picnic', 'El dragón de la luna']],
      ['arbol', ['EL ARBOL SIN TILDE', 'Un árbol muy alto']],
      ['ÁRBOL', ['EL ARBOL SIN TILDE', 'Un árbol muy alto']],
      ['nino', ['El niño y la estrella']],
      ['NIÑO', ['El niño y la estrella']],
      ['cafe', ['The Café by the Sea']],
      ['Café!', ['The Café by the Sea']],
    ])('"%s" finds %j', async (text, titles) => {
      expect((await search(parent, text)).sort()).toEqual(titles);
    });

    it('needs every word of the query, anywhere in the title', async () => {
      expect(await search(parent, 'luna dragon')).toEqual(['El dragón de la luna']);
      expect(await search(parent, 'dragon estrella')).toEqual([]);
    });

    it('finds nothing for a query without a letter or a digit, nor for LIKE wildcards', async () => {
      expect(await search(parent, '%')).toEqual([]);
      expect(await search(parent, '_')).toEqual([]);
      expect(await search(parent, '¡¿?!')).toEqual([]);
    });
  });

  describe('theme names in the interface language', () => {
    let parent: SignedInParent;

    beforeAll(async () => {
      parent = await registerParent(testApp.app);
      await finishedStory(testApp.app, parent, {
        title: 'Pip and the Pond',
        description: 'A frog learns to swim.',
        theme: 'animals',
      });
      await finishedStory(testApp.app, parent, {
        title: 'La torre de cristal',
        description: 'Una princesa valiente.',
        theme: 'fairy-tale',
        language: 'es',
      });
      await finishedStory(testApp.app, parent, {
        title: 'Capa roja',
        description: 'Vuela sobre la ciudad.',
        theme: 'superhero',
        language: 'es',
      });
    });

    it('matches the theme’s name in Spanish only when the interface is Spanish', async () => {
      expect(await search(parent, 'animales', '&language=es')).toEqual(['Pip and the Pond']);
      expect(await search(parent, 'animales', '&language=en')).toEqual([]);
      expect(await search(parent, 'cuento de hadas', '&language=es')).toEqual(['La torre de cristal']);
      expect(await search(parent, 'superheroes', '&language=es')).toEqual(['Capa roja']);
    });

    it('matches the theme’s name in English only when the interface is English', async () => {
      expect(await search(parent, 'animals', '&language=en')).toEqual(['Pip and the Pond']);
      expect(await search(parent, 'fairy tale', '&language=en')).toEqual(['La torre de cristal']);
      expect(await search(parent, 'fairy', '&language=es')).toEqual([]);
    });

    it('matches both languages’ names without a language', async () => {
      expect(await search(parent, 'animales')).toEqual(['Pip and the Pond']);
      expect(await search(parent, 'animals')).toEqual(['Pip and the Pond']);
    });

    it('matches the start of a word of a name, not any part of it', async () => {
      expect(await search(parent, 'hadas', '&language=es')).toEqual(['La torre de cristal']);
      expect(await search(parent, 'mals', '&language=en')).toEqual([]);
    });
  });

  describe('ranking and paging', () => {
    let parent: SignedInParent;
    const base = Date.parse('2025-03-01T10:00:00.000Z');
    const at = (minutes: number) => new Date(base + minutes * 60_000);

    beforeAll(async () => {
      parent = await registerParent(testApp.app);
      const made = [
        // [title, description, theme, minutes after base]
        ['Grandma’s Boots', 'A long walk in nature.', 'family', 9],
        ['The Quiet Pond', 'Frogs and reeds.', 'nature', 8],
        ['Supernatural Socks', 'Socks that glow.', 'adventure', 7],
        ['Nature Walk', 'Leaves everywhere.', 'adventure', 1],
        ['Natural Wonders', 'Mountains and rivers.', 'science', 2],
      ] as const;
      for (const [title, description, theme, minutes] of made) {
        await finishedStory(testApp.app, parent, { title, description, theme }, { createdAt: at(minutes) });
      }
    });

    it('puts a title word first, then a title part, then the theme, then the description; newest first within', async () => {
      expect(await search(parent, 'natur', '&language=en')).toEqual([
        'Natural Wonders', // a title word starts with it, newer
        'Nature Walk', // a title word starts with it, older
        'Supernatural Socks', // inside a title word
        'The Quiet Pond', // the theme's name (Nature)
        'Grandma’s Boots', // the description only
      ]);
    });

    it('pages a search without repeating or skipping a story, across ranks and ties', async () => {
      for (let index = 0; index < 7; index += 1) {
        // Same rank and the same millisecond: only the id orders them.
        await finishedStory(
          testApp.app,
          parent,
          { title: `Nature Notes ${index}`, description: 'Leaves.' },
          { createdAt: at(1) },
        );
      }
      const whole = await list(parent, 'status=published&limit=100&search=natur&language=en');
      const paged = await allPages(parent, 'status=published&limit=2&search=natur&language=en');
      expect(whole.items).toHaveLength(12);
      expect(paged.map((story) => story.id)).toEqual(whole.items.map((story) => story.id));
    });

    it('refuses a list cursor in a search, and a search cursor in a list', async () => {
      const searchCursor = (await list(parent, 'limit=1&search=natur')).nextCursor;
      const listCursor = (await list(parent, 'limit=1')).nextCursor;
      const refused = [
        `search=natur&cursor=${listCursor}`,
        `cursor=${searchCursor}`,
        `sortBy=updatedAt&cursor=${searchCursor}`,
      ];
      for (const query of refused) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/api/v1/stories?${query}`,
          headers: parent.headers,
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: /querystring\.cursor/ });
      }
    });
  });

  describe('filters and pages of the library', () => {
    let parent: SignedInParent;

    beforeAll(async () => {
      parent = await registerParent(testApp.app);
    });

    it('filters by each status, and shows why a story failed', async () => {
      await finishedStory(testApp.app, parent, { title: 'Shown' });
      await finishedStory(testApp.app, parent, { title: 'Drafted' }, { status: 'draft' });
      await finishedStory(testApp.app, parent, { title: 'Put away' }, { status: 'archived' });
      await finishedStory(
        testApp.app,
        parent,
        { title: 'Broke' },
        { status: 'archived', failureReason: 'Story generation failed: out of ink' },
      );
      await finishedStory(testApp.app, parent, { title: 'Busy' }, { status: 'generating' });
      const titles = async (status: string) =>
        (await list(parent, `status=${status}`)).items.map((story) => [story.title, story.failureReason]);

      expect(await titles('published')).toEqual([['Shown', null]]);
      expect(await titles('draft')).toEqual([['Drafted', null]]);
      expect(await titles('generating')).toEqual([['Busy', null]]);
      expect(await titles('archived')).toEqual([
        ['Broke', 'Story generation failed: out of ink'],
        ['Put away', null],
      ]);
      expect(await search(parent, 'put away')).toEqual([]);
    });

    it('pages 30+ stories made in the same millisecond, newest first, without repeats or gaps', async () => {
      const same = new Date('2025-05-05T05:05:05.005Z');
      const rows = Array.from({ length: 33 }, (_, index) => ({
        authorId: parent.user.id,
        title: `Twin ${index}`,
        theme: 'animals',
        ageGroup: '4-8',
        voice: 'WARM_FEMALE',
        chapterCount: 3,
        targetDuration: 15,
        seed: `twin-${index}`,
        status: 'published',
        createdAt: same,
      }));
      await testApp.database.db.insert(stories).values(rows);
      const paged = await allPages(parent, 'status=published&limit=4');
      const ids = paged.map((story) => story.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(paged.filter((story) => story.title.startsWith('Twin '))).toHaveLength(33);
      expect(paged).toHaveLength(34);
      // The default order: created newest first, then by id (descending) for stories made together.
      const expected = [...paged].sort(
        (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
      );
      expect(ids).toEqual(expected.map((story) => story.id));
    });
  });

  it.each([
    ['language=fr', 'querystring.language'],
    ['search=', 'querystring.search'],
    [`search=${'x'.repeat(101)}`, 'querystring.search'],
    ['search=%20%20', 'querystring.search'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const parent = await registerParent(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/stories?${query}`,
      headers: parent.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(field),
    });
  });

  it('fills the search form of stories written before it existed, when the migrations run', async () => {
    const parent = await registerParent(testApp.app);
    const story = await finishedStory(testApp.app, parent, {
      title: 'Ancien Château',
      description: 'Très vieux.',
    });
    const { db } = testApp.database;
    await db
      .update(stories)
      .set({ searchTitle: null, searchDescription: null })
      .where(eq(stories.id, story.id));
    expect(await search(parent, 'chateau')).toEqual([]);

    await runMigrations(testApp.database.driver);

    const [row] = await db.select().from(stories).where(eq(stories.id, story.id));
    expect(row).toMatchObject({ searchTitle: 'ancien chateau', searchDescription: 'tres vieux' });
    expect(await search(parent, 'chateau')).toEqual(['Ancien Château']);
  });
});
