/// <reference lib="dom" />
// `npm run bench:offline`: offline listening, measured in Debian's Chromium against the real server
// (production build, embedded database, built-in writer and narrator):
//  - download of a 6-chapter story from the story page's "Download": seconds and MB/s;
//  - a downloaded chapter, offline: tap Play → the audio element's `playing`, median and worst of 7
//    (target ≤ 100 ms) — the service worker answers from IndexedDB;
//  - 1,000 progress updates queued offline (6 chapters; the queue keeps one per chapter) drained after
//    the network returns (target ≤ 2 s).
// Figures are printed, never asserted.

type Outbox = { enqueueWrite: (entry: object) => Promise<void>; pending: () => Promise<number> };
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium-path';
import { apiAt, logInThroughForm, tapChapterToPlaying } from './app-steps';
import { startServer } from './server-process';

const RUNS = 7;
const UPDATES = 1000;

const server = await startServer(Number(process.env.BENCH_PORT ?? 4194));

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

try {
  const api = apiAt(server.baseUrl);
  const credentials = {
    name: 'Bench Parent',
    email: `bench-offline-${Date.now()}@example.com`,
    password: 'benchmark-password',
  };
  const { tokens, user } = await api<{ tokens: { accessToken: string }; user: { id: string } }>(
    '/auth/register',
    undefined,
    credentials,
  );
  const token = tokens.accessToken;
  const child = await api<{ id: string }>(`/children/parent/${user.id}`, token, { name: 'Robin', age: 6 });
  const story = await api<{ id: string }>('/stories', token, {
    title: 'A long drive',
    autoTitle: true,
    theme: 'adventure',
    ageGroup: '4-8',
    chapterCount: 6,
    targetDuration: 6 * 5,
    childId: child.id,
  });
  for (;;) {
    const status = await api<{ status: string }>(`/stories/${story.id}/audio-status`, token);
    if (status.status === 'completed') break;
    if (status.status === 'failed') throw new Error('the story failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const full = await api<{ title: string; chapters: Array<{ id: string; title: string }> }>(
    `/stories/${story.id}`,
    token,
  );

  const browser = await chromium.launch({ ...chromiumLaunchOptions() });
  try {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'en-US',
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await logInThroughForm(page, credentials);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });

    // Download the whole story from the story page.
    await page.goto(`/story/${story.id}`);
    const download = page.getByRole('button', { name: 'Download', exact: true });
    await download.waitFor();
    const started = Date.now();
    await download.click();
    // The bar at 100 %: the moment the last chapter is verified and kept (the panel says so a moment later).
    await page.getByText('Downloading… 100 %').waitFor({ timeout: 120_000 });
    const seconds = (Date.now() - started) / 1000;
    const bytes = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('fablecast');
          open.onsuccess = () => {
            const files = open.result.transaction('mediaFiles').objectStore('mediaFiles').getAll();
            files.onsuccess = () =>
              resolve(
                (files.result as { kind: string; bytes: number }[])
                  .filter((f) => f.kind === 'audio')
                  .reduce((s, f) => s + f.bytes, 0),
              );
          };
        }),
    );

    // Offline: tap Play on a downloaded chapter.
    await context.setOffline(true);
    const offlinePlay: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const chapter = full.chapters[run % full.chapters.length]!;
      offlinePlay.push(await tapChapterToPlaying(page, story.id, chapter.title));
    }

    // 1,000 progress updates queued offline, as the player queues them, then the network returns.
    await page.waitForFunction(() =>
      Boolean((window as unknown as { __fablecastOutbox?: unknown }).__fablecastOutbox),
    );
    const queueStarted = Date.now();
    await page.evaluate(
      async ({ updates, userId, childId, storyId, chapterIds }) => {
        const outbox = (window as unknown as { __fablecastOutbox: Outbox }).__fablecastOutbox;
        for (let i = 0; i < updates; i += 1) {
          const chapterId = chapterIds[i % chapterIds.length]!;
          await outbox.enqueueWrite({
            id: crypto.randomUUID(),
            kind: 'progress',
            method: 'POST',
            path: '/progress',
            body: {
              userId,
              childId,
              storyId,
              chapterId,
              position: i,
              completed: false,
              totalListeningTime: i,
              recordedAt: new Date().toISOString(),
            },
            coalesceKey: `progress:${childId}:${storyId}:${chapterId}`,
          });
        }
      },
      {
        updates: UPDATES,
        userId: user.id,
        childId: child.id,
        storyId: story.id,
        chapterIds: full.chapters.map((c) => c.id),
      },
    );
    const queuing = Date.now() - queueStarted;
    const queued = await page.evaluate(() =>
      (window as unknown as { __fablecastOutbox: Outbox }).__fablecastOutbox.pending(),
    );
    // Timed in the page, from its `online` event to an empty queue. A string, not a function: the
    // script runner would wrap named inner functions in a helper the page does not have.
    await page.evaluate(`
      window.__benchDrained = new Promise((resolve) => {
        window.addEventListener('online', () => {
          const started = performance.now();
          const look = async () => {
            if ((await window.__fablecastOutbox.pending()) === 0) resolve(performance.now() - started);
            else setTimeout(look, 10);
          };
          void look();
        }, { once: true });
      });
      true;
    `);
    await context.setOffline(false);
    const drained = await page.evaluate(
      () => (window as unknown as { __benchDrained: Promise<number> }).__benchDrained,
    );
    // What the server kept: the newest place of every chapter, and nothing refused (a 4xx moves a
    // write to the dead letters, which would also empty the queue).
    const refused = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('fablecast');
          open.onsuccess = () => {
            const count = open.result.transaction('deadLetters').objectStore('deadLetters').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    const saved = await api<{ items: Array<{ chapterId: string; position: number }> }>(
      `/progress/user/${user.id}/story/${story.id}?limit=100`,
      token,
    );
    const newest = (index: number) => UPDATES - 1 - ((UPDATES - 1 - index) % full.chapters.length);
    const kept = full.chapters.filter(
      (chapter, index) =>
        saved.items.find((item) => item.chapterId === chapter.id)?.position === newest(index),
    ).length;

    const mb = bytes / 1_000_000;
    console.info(`\nOffline listening, "${full.title}" (${full.chapters.length} chapters)`);
    console.info(
      `download of the story: ${mb.toFixed(1)} MB in ${seconds.toFixed(2)} s = ${(mb / seconds).toFixed(1)} MB/s`,
    );
    console.info(
      `downloaded chapter, offline, Play → playing: median ${median(offlinePlay).toFixed(0)} ms  worst ${Math.max(...offlinePlay).toFixed(0)} ms of ${RUNS}  (target ≤ 100 ms) ${median(offlinePlay) <= 100 ? 'OK' : 'OVER'}`,
    );
    console.info(
      `${UPDATES} progress updates queued offline in ${queuing} ms (${queued} rows after coalescing), drained after reconnect: ${drained.toFixed(0)} ms  (target ≤ 2000 ms) ${drained <= 2000 ? 'OK' : 'OVER'}`,
    );
    console.info(
      `the server has the newest place for ${kept} of ${full.chapters.length} chapters; ${refused} writes refused`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
