// Fills a database for `npm run bench:search`: 100,000 stories, 10,000 of them one parent's, with
// titles and descriptions written by the built-in writer in English and Spanish (so the words, accents
// and lengths are the real ones), in one INSERT … SELECT over generate_series.
import { sql } from 'drizzle-orm';
import { STORY_THEMES } from '../../src/contract/story-themes';
import { createPasswordHasher } from '../../server/auth/password-hash';
import type { Database } from '../../server/db/client';
import { createBuiltinWriter } from '../../server/generation/writer/builtin/builtin-writer';
import { searchText } from '../../server/modules/stories/search-text';

export const SEED = { stories: 100_000, parentStories: 10_000, otherParents: 99, samplesPerTheme: 10 };

export interface SeededParent {
  email: string;
  password: string;
}

/** Titles and descriptions from the writer: every theme, both languages, a few seeds each. */
async function samples() {
  const writer = createBuiltinWriter();
  const written = [];
  for (const language of ['en', 'es'] as const) {
    for (const theme of STORY_THEMES) {
      for (let seed = 0; seed < SEED.samplesPerTheme; seed += 1) {
        const story = await writer.write({
          seed: `bench-${theme}-${seed}`,
          language,
          theme,
          ageBand: (['2-4', '4-6', '6-8', '8-12'] as const)[seed % 4] ?? '4-6',
          chapterCount: 3,
          targetMinutes: 15,
        });
        written.push({
          title: story.title,
          searchTitle: searchText(story.title),
          description: story.description,
          searchDescription: searchText(story.description),
          theme,
          language,
        });
      }
    }
  }
  return written;
}

export async function seedSearch(db: Database): Promise<SeededParent> {
  const parent = { email: `bench-search-${Date.now()}@example.com`, password: 'benchmark-password' };
  const passwordHash = await createPasswordHasher().hash(parent.password);
  await db.execute(sql`
    insert into users (name, email, password_hash) values ('Bench Parent', ${parent.email}, ${passwordHash})`);
  await db.execute(sql`
    insert into users (name, email)
    select 'Other Parent ' || g, 'bench-other-' || g || '-' || ${Date.now()} || '@example.com'
    from generate_series(1, ${SEED.otherParents}) g`);
  const rows = JSON.stringify(await samples());
  // Row g: the parent's for g ≤ 10,000, else one of the others'; a sample picked by a stride so
  // neighbours differ; one in ten archived or a draft; one story a minute, going back in time.
  await db.execute(sql`
    with sample as (
      select (ordinality - 1)::int as i, value from jsonb_array_elements(${rows}::jsonb) with ordinality
    ),
    parents as (
      select (select id from users where email = ${parent.email}) as me,
             (select array_agg(id) from users where email like 'bench-other-%') as others
    )
    insert into stories (author_id, title, search_title, description, search_description, theme,
      age_group, language, voice, chapter_count, target_duration, seed, status, created_at, updated_at)
    select case when g <= ${SEED.parentStories} then parents.me else parents.others[1 + g % ${SEED.otherParents}] end,
      s.value->>'title', s.value->>'searchTitle', s.value->>'description', s.value->>'searchDescription',
      s.value->>'theme', '4-8', s.value->>'language', 'WARM_FEMALE', 3, 15, 'bench-' || g,
      case g % 20 when 0 then 'archived' when 1 then 'draft' else 'published' end,
      now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${SEED.stories}) g
    cross join parents
    join sample s on s.i = (g * 7919) % (select count(*) from sample)`);
  // Three narrated chapters for each of the parent's stories: a list page reads their statuses.
  await db.execute(sql`
    insert into chapters (story_id, chapter_order, title, paragraphs, status, duration)
    select stories.id, n, 'Chapter ' || n, '["A short paragraph."]'::jsonb, 'ready', 300
    from stories, generate_series(1, 3) n
    where stories.author_id = (select id from users where email = ${parent.email})`);
  await db.execute(sql`vacuum analyze`);
  return parent;
}
