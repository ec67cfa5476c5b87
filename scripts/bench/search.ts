// `npm run bench:search`: the search screen's request — GET /stories?status=published&limit=20&search=…
// &language=… — against the real server, over 10,000 stories of one parent with 100,000 in the database
// (search-seed.ts fills it first). Always on embedded PGlite; on PostgreSQL too when DATABASE_URL names a
// server where it may create (and afterwards drop) a database. Requests go one at a time, so the figures
// are the latency of one search, measured from the client on the same machine, after BENCH_SETTLE_S
// seconds (5) for the narrator's warm-up and a round of warm-up searches. DESIGN's target: p95 ≤ 50 ms.
// It prints, it does not assert. About a minute per database, a third of it seeding.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { SEED, seedSearch, type SeededParent } from './search-seed';
import { startServer } from './server-process';

const ROUNDS = 20;
/** Seconds between the server answering and the first search: the narrator warms up in the background. */
const SETTLE_S = Number(process.env.BENCH_SETTLE_S ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4195);

/** What parents type: words of titles and descriptions, accents or not, theme names, several words, nothing. */
const QUERIES: [string, 'en' | 'es'][] = [
  ['lantern', 'en'],
  ['wake-up rose', 'en'],
  ['honeybees', 'en'],
  ['sleep', 'en'],
  ['animals', 'en'],
  ['fairy tale', 'en'],
  ['montaña', 'es'],
  ['montana', 'es'],
  ['secreto', 'es'],
  ['bosque susurrante', 'es'],
  ['aventura', 'es'],
  ['cuento de hadas', 'es'],
  ['árbol', 'es'],
  ['xylophone', 'en'],
];

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0;

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function prepare(config: { DATA_DIR: string; DATABASE_URL: string | undefined }) {
  const started = performance.now();
  const database = await openDatabase(config);
  try {
    await runMigrations(database.driver);
    const parent = await seedSearch(database.db);
    console.info(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return parent;
  } finally {
    await database.close();
  }
}

async function measure(baseUrl: string, parent: SeededParent) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(parent),
  });
  const token = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens
    .accessToken;
  const search = async (text: string, language: string, cursor?: string) => {
    const query = new URLSearchParams({ status: 'published', limit: '20' });
    // No text: the library's own page, the cost of a list request without any searching.
    if (text) query.set('search', text);
    query.set('language', language);
    if (cursor) query.set('cursor', cursor);
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/stories?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { items: unknown[]; nextCursor: string | null } };
    if (!response.ok) throw new Error(`search ${text}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, ...body.data };
  };

  await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
  for (const [text, language] of QUERIES) await search(text, language); // warm-up
  const all: number[] = [];
  const perQuery: string[] = [];
  for (const [text, language] of QUERIES) {
    const first = await search(text, language); // what page 1 holds, and page 2's cursor
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) times.push((await search(text, language)).ms);
    const next = first.nextCursor ? (await search(text, language, first.nextCursor)).ms : undefined;
    all.push(...times);
    times.sort((a, b) => a - b);
    perQuery.push(
      `  ${`"${text}" (${language})`.padEnd(28)} ${String(first.items.length).padStart(2)} on page 1${first.nextCursor ? '+' : ' '}  p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms${next === undefined ? '' : `  page 2 ${next.toFixed(1).padStart(6)} ms`}`,
    );
  }
  all.sort((a, b) => a - b);
  const library: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) library.push((await search('', 'en')).ms);
  library.sort((a, b) => a - b);
  perQuery.push(
    `  ${'(library page, no search)'.padEnd(28)}               p50 ${percentile(library, 0.5).toFixed(1).padStart(6)} ms`,
  );
  return { perQuery, all };
}

async function run(label: string, config: { DATA_DIR: string; DATABASE_URL: string | undefined }) {
  console.info(
    `\nsearch, ${SEED.parentStories.toLocaleString('en')} stories of one parent among ${SEED.stories.toLocaleString('en')}, ${label}`,
  );
  rmSync(config.DATA_DIR, { recursive: true, force: true });
  mkdirSync(config.DATA_DIR, { recursive: true });
  const parent = await prepare(config);
  const server = await startServer(
    PORT,
    { DATABASE_URL: config.DATABASE_URL ?? '' },
    { dataDir: config.DATA_DIR },
  );
  try {
    const { perQuery, all } = await measure(server.baseUrl, parent);
    for (const line of perQuery) console.info(line);
    const p95 = percentile(all, 0.95);
    console.info(
      `  all ${all.length} searches: p50 ${percentile(all, 0.5).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  p99 ${percentile(all, 0.99).toFixed(1)} ms  max ${(all.at(-1) ?? 0).toFixed(1)} ms  ${p95 <= 50 ? 'OK' : 'OVER'} (target p95 ≤ 50 ms)`,
    );
  } finally {
    await server.stop();
  }
}

await run('PGlite (embedded)', { DATA_DIR: '.tmp/bench-search-pglite', DATABASE_URL: undefined });

const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const name = `fc_bench_search_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  try {
    await run('PostgreSQL (DATABASE_URL)', {
      DATA_DIR: '.tmp/bench-search-postgres',
      DATABASE_URL: url.toString(),
    });
  } finally {
    await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    rmSync('.tmp/bench-search-postgres', { recursive: true, force: true });
  }
} else {
  console.info(
    '\nset DATABASE_URL (a PostgreSQL server where a database may be created) to measure PostgreSQL too',
  );
}
