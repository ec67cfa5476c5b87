// `npm run bench:generation`: creates stories through the API of the real server (the compiled build, as
// `npm start` runs it; BENCH_SERVER=tsx for the TypeScript source), embedded database, built-in writer,
// espeak narrator. First a 6-chapter story right after a fresh start (the cold case: nothing loaded,
// no worker thread running), then a second one on the same server (warm), then 3 and 12 chapters; for
// each, the time until the first chapter is playable and until every chapter is, and seconds of audio
// produced per wall-clock second. Targets (issue 16, on 2 cores): first chapter ≤ 5 s cold and warm;
// 6 chapters ≤ 20 s. Then the first ask for a chapter's data-saver copy (made on that ask) and its size.
// BENCH_QUICK=1: the cold and warm rows only. BENCH_IDLE=1 adds a last 6-chapter story asked once the
// narrator's threads have ended after a minute idle (NARRATOR_IDLE_MINUTES=1), as the app asks: the
// create screen's warm-up as it opens, then the story BENCH_FORM_S seconds later (default 5, a quick
// parent choosing theme, age, length and voice; 0: at once, the worst case).
import { startServer } from './server-process';

interface Result {
  label: string;
  storyId: string;
  chapters: number;
  firstMs: number;
  allMs: number;
  audioSeconds: number;
}

const spawned = performance.now();
const afterIdle = process.env.BENCH_IDLE === '1';
const formSeconds = Number(process.env.BENCH_FORM_S ?? 5);
const server = await startServer(
  Number(process.env.BENCH_PORT ?? 4192),
  afterIdle ? { NARRATOR_IDLE_MINUTES: '1' } : {},
);
const answeredMs = performance.now() - spawned;
// BENCH_SETTLE_S: seconds between the server answering and the first story (0: at once, the worst case;
// a parent signing in takes longer than the narrator needs to warm up).
const settleSeconds = Number(process.env.BENCH_SETTLE_S ?? 0);
if (settleSeconds > 0) await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
try {
  const api = async <T>(url: string, token?: string, body?: object): Promise<T> => {
    const response = await fetch(`${server.baseUrl}/api/v1${url}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const { tokens } = await api<{ tokens: { accessToken: string } }>('/auth/register', undefined, {
    name: 'Bench Parent',
    email: `bench-${Date.now()}@example.com`,
    password: 'benchmark-password',
  });
  const token = tokens.accessToken;

  const results: Result[] = [];
  const rows: [string, number][] = [
    ['first story right after start', 6],
    ['second story (warm)', 6],
    ['warm', 3],
    ['warm', 12],
  ];
  const runs = process.env.BENCH_QUICK ? rows.slice(0, 2) : rows;
  if (afterIdle) runs.push(['after the narrator idled', 6]);
  for (const [label, chapters] of runs) {
    if (label === 'after the narrator idled') {
      // The threads end a minute after their last task; a few seconds more, and they are surely gone.
      await new Promise((resolve) => setTimeout(resolve, 65_000));
      const warmUp = await fetch(`${server.baseUrl}/api/v1/stories/warm-up`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      if (warmUp.status !== 204) throw new Error(`warm-up: ${warmUp.status}`);
      await new Promise((resolve) => setTimeout(resolve, formSeconds * 1000));
    }
    const started = performance.now();
    const story = await api<{ id: string }>('/stories', token, {
      title: 'A adventure Story',
      autoTitle: true,
      theme: 'adventure',
      ageGroup: '4-8',
      targetDuration: chapters * 5,
    });
    let firstMs = 0;
    for (;;) {
      const status = await api<{ chaptersReady: number; totalChapters: number; status: string }>(
        `/stories/${story.id}/audio-status`,
        token,
      );
      if (status.chaptersReady > 0 && firstMs === 0) firstMs = performance.now() - started;
      if (status.status === 'completed' || status.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const allMs = performance.now() - started;
    const finished = await api<{ duration: number; status: string }>(`/stories/${story.id}`, token);
    if (finished.status !== 'published') throw new Error(`story ended ${finished.status}`);
    results.push({ label, storyId: story.id, chapters, firstMs, allMs, audioSeconds: finished.duration });
  }

  console.info(
    `\nserver answering ${(answeredMs / 1000).toFixed(2)} s after its process was spawned; ` +
      `first story ${settleSeconds > 0 ? `${settleSeconds} s after` : 'as soon as'} the server answers`,
  );
  console.info(
    'story                          chapters  first chapter  all chapters  audio      audio s / wall s',
  );
  for (const r of results) {
    console.info(
      `${r.label.padEnd(29)}  ${String(r.chapters).padStart(8)}  ${(r.firstMs / 1000).toFixed(2).padStart(11)} s  ${(r.allMs / 1000).toFixed(2).padStart(10)} s  ${(r.audioSeconds / 60).toFixed(1).padStart(5)} min  ${(r.audioSeconds / (r.allMs / 1000)).toFixed(0).padStart(8)}×`,
    );
  }
  const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER');
  const [cold, warm] = results;
  const idled = results.find((r) => r.label === 'after the narrator idled');
  if (cold && warm) {
    const named: [string, Result][] = [
      ['cold', cold],
      ['warm', warm],
    ];
    if (idled) named.push(['after idle', idled]);
    for (const [name, r] of named) {
      const first = r.firstMs / 1000;
      const all = r.allMs / 1000;
      console.info(
        `${name}: first chapter ${first.toFixed(2)} s (target ≤ 5 s) ${verdict(first <= 5)}; ` +
          `6 chapters ${all.toFixed(2)} s (target ≤ 20 s) ${verdict(all <= 20)}`,
      );
    }
  }
  const worstFirst = Math.max(...results.map((r) => r.firstMs)) / 1000;
  console.info(
    `first chapter playable: worst ${worstFirst.toFixed(2)} s (target ≤ 5 s) ${verdict(worstFirst <= 5)}`,
  );

  // A data-saver copy is made on the first ask for it: that ask waits for one decode and encode.
  const [first] = results;
  if (first) {
    const { chapters } = await api<{ chapters: { id: string; duration: number }[] }>(
      `/stories/${first.storyId}`,
      token,
    );
    const chapter = chapters[0];
    if (!chapter) throw new Error('the story has no chapter');
    type Audio = { bytes: number; quality: string };
    const standard = await api<Audio>(`/chapters/${chapter.id}/audio`, token);
    const started = performance.now();
    const saver = await api<Audio>(`/chapters/${chapter.id}/audio?quality=data-saver`, token);
    const madeMs = performance.now() - started;
    if (saver.quality !== 'data-saver') throw new Error('the server answered the standard file');
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    console.info(
      `\ndata-saver copy of a ${(chapter.duration / 60).toFixed(1)} min chapter: made in ${(madeMs / 1000).toFixed(2)} s, ` +
        `${kb(saver.bytes)} against ${kb(standard.bytes)} (${((saver.bytes / standard.bytes) * 100).toFixed(0)} %)`,
    );
  }
} finally {
  await server.stop();
}
