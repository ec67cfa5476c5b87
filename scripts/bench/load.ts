// `npm run bench:load` (issue 16, ADR 041): 50 families at once against two API processes on one
// PostgreSQL, with 1, 2 and then 4 generation workers. Each family registers, signs in, adds a kid
// profile, asks for a 3-chapter story, polls until it is done and saves a place in it. Prints, per
// worker count: errors, stories completed, p50/p95/p99 of the API calls (generation excluded), and the
// median and last family's wait for the first chapter and for the whole story.
//   npm run bench:load -- --parents=20 --workers=1,2 --minutes=15
import { startPostgres, startRound } from './load-cluster';
import { freePort } from '../../tests/server/helpers/server-process';

const arg = (name: string, fallback: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const parents = Number(arg('parents', '50'));
const workerCounts = arg('workers', '1,2,4').split(',').map(Number);
// Each round stops by itself: families still waiting then are counted as not completed.
const roundLimitMs = Number(arg('minutes', '20')) * 60_000;

interface Timing {
  call: string;
  ms: number;
}

interface FamilyResult {
  errors: string[];
  completed: boolean;
  firstChapterMs?: number;
  wholeStoryMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Documentation ranges (RFC 5737): only ever a header value, never an address anything is sent to.
const addressOf = (index: number) => `${index < 250 ? '198.51.100' : '203.0.113'}.${(index % 250) + 1}`;

async function family(index: number, apiUrls: string[], timings: Timing[], deadline: number) {
  const result: FamilyResult = { errors: [], completed: false };
  const baseUrl = apiUrls[index % apiUrls.length] ?? '';
  let token = '';
  const call = async <T>(name: string, method: string, url: string, body?: unknown, generation = false) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v1${url}`, {
      method,
      headers: {
        'x-forwarded-for': addressOf(index),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!generation) timings.push({ call: name, ms: performance.now() - started });
    if (!response.ok) throw new Error(`${name}: ${response.status} ${text.slice(0, 120)}`);
    return (JSON.parse(text) as { data: T }).data;
  };
  try {
    const email = `load-${index}-${Date.now()}@example.com`;
    const password = 'bedtime stories for everyone';
    await call('register', 'POST', '/auth/register', { name: `Load Parent ${index}`, email, password });
    const session = await call<{ user: { id: string }; tokens: { accessToken: string } }>(
      'login',
      'POST',
      '/auth/login',
      { email, password },
    );
    token = session.tokens.accessToken;
    const kid = await call<{ id: string }>('create kid', 'POST', `/children/parent/${session.user.id}`, {
      name: 'Robin',
      age: 6,
    });
    const asked = performance.now();
    const story = await call<{ id: string }>('create story', 'POST', '/stories', {
      title: 'The Lantern Fox',
      theme: 'animals',
      ageGroup: '4-8',
      targetDuration: 15,
      chapterCount: 3,
      childId: kid.id,
    });
    for (;;) {
      if (Date.now() > deadline) throw new Error('story not done before the round ended');
      await sleep(1_000);
      const status = await call<{ chaptersReady: number; status: string }>(
        'audio status',
        'GET',
        `/stories/${story.id}/audio-status`,
      );
      if (status.chaptersReady >= 1) result.firstChapterMs ??= performance.now() - asked;
      const current = await call<{ status: string; chapters?: { id: string }[] }>(
        'get story',
        'GET',
        `/stories/${story.id}`,
      );
      if (current.status === 'failed' || current.status === 'archived')
        throw new Error(`story ${current.status}`);
      if (current.status !== 'published') continue;
      result.wholeStoryMs = performance.now() - asked;
      await call('save progress', 'POST', '/progress', {
        userId: session.user.id,
        childId: kid.id,
        storyId: story.id,
        chapterId: current.chapters?.[0]?.id,
        position: 42,
      });
      result.completed = true;
      return result;
    }
  } catch (error) {
    result.errors.push(error instanceof Error ? error.message : String(error));
    return result;
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const seconds = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`);
const millis = (values: number[]) =>
  values.length === 0
    ? '—'
    : `p50 ${percentile(values, 50).toFixed(0)} ms · p95 ${percentile(values, 95).toFixed(0)} ms · p99 ${percentile(values, 99).toFixed(0)} ms`;

async function round(adminUrl: string, workers: number) {
  const ports = [await freePort(), await freePort()];
  const cluster = await startRound(adminUrl, ports, workers);
  try {
    const timings: Timing[] = [];
    const deadline = Date.now() + roundLimitMs;
    const results = await Promise.all(
      Array.from({ length: parents }, (_, index) => family(index, cluster.apiUrls, timings, deadline)),
    );
    report(workers, results, timings);
  } finally {
    await cluster.stop();
  }
}

function report(workers: number, results: FamilyResult[], timings: Timing[]) {
  const errors = results.flatMap((result) => result.errors);
  const completed = results.filter((result) => result.completed);
  // Register and sign-in hash a password (scrypt, ~0.5 s of CPU by design): shown apart.
  const signIn = timings.filter(({ call }) => call === 'register' || call === 'login').map(({ ms }) => ms);
  const rest = timings.filter(({ call }) => call !== 'register' && call !== 'login').map(({ ms }) => ms);
  const first = completed.flatMap((result) => result.firstChapterMs ?? []);
  const whole = completed.flatMap((result) => result.wholeStoryMs ?? []);
  console.info(`\n${workers} worker${workers === 1 ? '' : 's'} · ${parents} families · 2 API processes`);
  console.info(`  errors: ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`);
  console.info(`  stories completed: ${completed.length}/${parents}`);
  console.info(`  API calls (${rest.length}, generation excluded): ${millis(rest)}`);
  console.info(`  register + sign-in (${signIn.length}, password hash): ${millis(signIn)}`);
  console.info(
    `  first chapter: median ${seconds(percentile(first, 50))} · last ${seconds(Math.max(...first))}`,
  );
  console.info(
    `  whole story:   median ${seconds(percentile(whole, 50))} · last ${seconds(Math.max(...whole))}`,
  );
}

const postgres = startPostgres(await freePort());
try {
  for (const workers of workerCounts) await round(postgres.adminUrl, workers);
} finally {
  postgres.stop();
}
