// `npm run bench:progress`: POST /progress latency against the real server (production build of the
// server, built-in writer, espeak narrator) with 50 concurrent connections. DATABASE_URL set → the server
// uses that PostgreSQL; unset → embedded PGlite. DESIGN's target (p99 ≤ 25 ms) is for PostgreSQL; the
// figures are measured from the client, on the same machine as the server. Two runs of 7 s: saturated
// (every connection writes again as soon as it is answered: throughput, latency is mostly queueing) and
// paced (every connection writes every 250 ms, 200 writes/s: latency under a steady load). About 30 s.
import { startServer } from './server-process';

const CONNECTIONS = 50;
const WARM_UP_MS = 1_500;
const MEASURE_MS = 7_000;
const PACED_MS = 250;
const KIDS = 5;

const backend = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded, DATA_DIR)';
const server = await startServer(Number(process.env.BENCH_PORT ?? 4194));

async function send(url: string, token: string | undefined, method: 'GET' | 'POST', body?: object) {
  return fetch(`${server.baseUrl}/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function api<T>(url: string, token?: string, body?: object): Promise<T> {
  const response = await send(url, token, body ? 'POST' : 'GET', body);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0;
}

try {
  const { user, tokens } = await api<{ user: { id: string }; tokens: { accessToken: string } }>(
    '/auth/register',
    undefined,
    { name: 'Bench Parent', email: `bench-${Date.now()}@example.com`, password: 'benchmark-password' },
  );
  const token = tokens.accessToken;
  const kids: string[] = [];
  for (let index = 0; index < KIDS; index += 1) {
    kids.push(
      (await api<{ id: string }>(`/children/parent/${user.id}`, token, { name: `Kid ${index}`, age: 6 })).id,
    );
  }
  // A 3-chapter story: once the writer has stored its chapters, the generation is cancelled so the
  // narrator does not compete with the measurement (progress needs the chapter rows, not their audio).
  const story = await api<{ id: string }>('/stories', token, {
    title: 'A adventure Story',
    autoTitle: true,
    theme: 'adventure',
    ageGroup: '4-8',
    targetDuration: 15,
  });
  let chapterIds: string[] = [];
  while (chapterIds.length === 0) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const current = await api<{ chapters?: { id: string }[] }>(`/stories/${story.id}`, token);
    chapterIds = (current.chapters ?? []).map((chapter) => chapter.id);
  }
  await send(`/stories/${story.id}/cancel`, token, 'POST');
  // A chapter already being narrated finishes; wait for it (at most 10 s).
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const audio = await api<{ chaptersProcessing: number }>(`/stories/${story.id}/audio-status`, token);
    if (audio.chaptersProcessing === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // 15 records (5 kids × 3 chapters) written by 50 connections: several devices race on each row.
  const targets = kids.flatMap((childId) => chapterIds.map((chapterId) => ({ childId, chapterId })));

  /**
   * Each of the 50 connections writes its record in a loop; `pauseMs` between a connection's writes
   * (0: as fast as the server answers, so latency is mostly queueing behind the other 49).
   */
  async function phase(pauseMs: number, measureMs: number) {
    const latencies: number[] = [];
    let failures = 0;
    let measuring = false;
    let stop = false;
    const worker = async (connection: number) => {
      const target = targets[connection % targets.length];
      if (!target) return;
      // Spread the paced connections over the interval instead of starting them together.
      await new Promise((resolve) => setTimeout(resolve, (pauseMs * connection) / CONNECTIONS));
      for (let position = 0; !stop; position += 7) {
        const started = performance.now();
        const response = await send('/progress', token, 'POST', {
          userId: user.id,
          childId: target.childId,
          storyId: story.id,
          chapterId: target.chapterId,
          position: position % 3_600,
          completed: false,
          totalListeningTime: position,
          recordedAt: new Date().toISOString(),
        });
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        if (measuring) {
          if (response.ok) latencies.push(elapsed);
          else failures += 1;
        }
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.max(0, pauseMs - elapsed)));
      }
    };
    const workers = Array.from({ length: CONNECTIONS }, (_, connection) => worker(connection));
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    measuring = true;
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, measureMs));
    measuring = false;
    const seconds = (performance.now() - started) / 1000;
    stop = true;
    await Promise.all(workers);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      count: sorted.length,
      seconds,
      failures,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
    };
  }

  console.info(`\nprogress upsert, ${CONNECTIONS} connections, ${targets.length} records, ${backend}`);
  for (const [label, pauseMs] of [
    ['saturated (no pause)', 0],
    [`paced (each connection every ${PACED_MS} ms)`, PACED_MS],
  ] as const) {
    const result = await phase(pauseMs, MEASURE_MS);
    const verdict = result.p99 <= 25 ? 'OK' : 'OVER';
    console.info(
      `${label.padEnd(38)} ${String(result.count).padStart(5)} writes ${(result.count / result.seconds).toFixed(0).padStart(4)}/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  max ${result.max.toFixed(1).padStart(6)} ms  failures ${result.failures}  ${verdict}`,
    );
  }
  console.info(
    process.env.DATABASE_URL
      ? 'target: p99 ≤ 25 ms on PostgreSQL'
      : 'target: p99 ≤ 25 ms is for PostgreSQL (set DATABASE_URL); PGlite runs one query at a time',
  );
} finally {
  await server.stop();
}
