/// <reference lib="dom" />
// `npm run bench:playback`: the time from Play to the audio element's `playing` event for a chapter
// streamed from the real server (production build, embedded database, built-in writer, espeak).
// Two measurements, in Debian's Chromium:
//  - media: a fresh <audio> on the app's origin plays a chapter's signed /media URL (Range requests,
//    no cache) — what the network and the server cost;
//  - app: a parent taps a chapter's play button on the story page and the player's audio element
//    reaches `playing` — what the app adds (URL fetch, saved-progress lookup, seek).
// DESIGN's target (≤ 300 ms) is for a downloaded chapter; streamed chapters are printed against it too.
// And the read-along highlight's lag behind the audio clock in the player's Read tab (issue 15):
// read-along-lag.ts. And a chapter rewrite's time to new audio (rewrite-time.ts).
import { chromium, type Page } from '@playwright/test';
import type { ReadAlong } from '../../src/contract/read-along';
import { chromiumLaunchOptions } from '../chromium-path';
import { apiAt, logInThroughForm, tapChapterToPlaying } from './app-steps';
import { HIGHLIGHT_LAG_TARGET_MS, measureHighlightLag } from './read-along-lag';
import { measureRewrites } from './rewrite-time';
import { startServer } from './server-process';

const RUNS = 7;

const server = await startServer(Number(process.env.BENCH_PORT ?? 4193));

const READ_ALONG_LISTEN_MS = 12_000;
const REWRITE_RUNS = 3;

function summary(label: string, samples: number[], target = 300, worstCounts = false): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const worst = sorted.at(-1) ?? 0;
  const verdict = (worstCounts ? worst : median) <= target ? 'OK' : 'OVER';
  return `${label.padEnd(44)} median ${median.toFixed(0).padStart(4)} ms  worst ${worst.toFixed(0).padStart(4)} ms  (target ≤ ${target} ms) ${verdict}`;
}

async function mediaPlayToPlaying(page: Page, url: string): Promise<number> {
  return page.evaluate(async (source) => {
    const audio = new Audio();
    audio.preload = 'none';
    audio.src = source;
    const started = performance.now();
    const playing = new Promise<number>((resolve, reject) => {
      audio.addEventListener('playing', () => resolve(performance.now() - started), { once: true });
      audio.addEventListener('error', () => reject(new Error(`media error ${audio.error?.code}`)), {
        once: true,
      });
    });
    await audio.play();
    const elapsed = await playing;
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
    return elapsed;
  }, url);
}

try {
  const api = apiAt(server.baseUrl);
  const credentials = {
    name: 'Bench Parent',
    email: `bench-${Date.now()}@example.com`,
    password: 'benchmark-password',
  };
  const { tokens } = await api<{ tokens: { accessToken: string } }>('/auth/register', undefined, credentials);
  const token = tokens.accessToken;
  const story = await api<{ id: string }>('/stories', token, {
    title: 'A bedtime Story',
    autoTitle: true,
    theme: 'nature',
    ageGroup: '4-8',
    targetDuration: 15,
  });
  for (;;) {
    const status = await api<{ status: string }>(`/stories/${story.id}/audio-status`, token);
    if (status.status === 'completed') break;
    if (status.status === 'failed') throw new Error('the story failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const full = await api<{ title: string; chapters: Array<{ id: string; title: string }> }>(
    `/stories/${story.id}`,
    token,
  );

  const browser = await chromium.launch({ ...chromiumLaunchOptions() });
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');

    const media: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const chapter = full.chapters[run % full.chapters.length]!;
      const { audioUrl } = await api<{ audioUrl: string }>(`/chapters/${chapter.id}/audio-url`, token);
      media.push(await mediaPlayToPlaying(page, `${audioUrl}&run=${run}`));
    }

    // The app: sign in through the form, open the story, tap a chapter's play button.
    await logInThroughForm(page, credentials);
    const app: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const chapter = full.chapters[run % full.chapters.length]!;
      app.push(await tapChapterToPlaying(page, story.id, chapter.title));
    }

    console.info(`\nPlay → playing, ${RUNS} runs each, chapters of "${full.title}" streamed from the server`);
    console.info(summary('media element, signed /media URL', media));
    console.info(summary('app: tap a chapter on the story page', app));

    const readAlong = await api<ReadAlong>(`/chapters/${full.chapters[0]!.id}/read-along`, token);
    const lags = await measureHighlightLag(page, story.id, readAlong, READ_ALONG_LISTEN_MS);
    console.info(
      `\nRead-along: ${lags.length} words lit in ${READ_ALONG_LISTEN_MS / 1000} s of chapter 1, ` +
        'lag of the highlight behind the audio clock',
    );
    console.info(summary('read-along highlight lag', lags, HIGHLIGHT_LAG_TARGET_MS, true));

    const ids = full.chapters.map((chapter) => chapter.id);
    const rewrites = await measureRewrites(api, token, story.id, ids, REWRITE_RUNS);
    const sorted = [...rewrites].sort((a, b) => a - b);
    console.info(`\nChapter rewrite ("Try again"), ${REWRITE_RUNS} runs, POST → new text and audio stored`);
    console.info(
      `${'chapter rewrite: time to new audio'.padEnd(44)} median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(1)} s  ` +
        `worst ${(sorted.at(-1)! / 1000).toFixed(1)} s`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
