// A parent's chapter rewrite (issue 15, ADR 035) as bench:playback measures it: from the POST to the
// moment the story's rewrite reports the new text and audio stored, with the built-in writer and the
// espeak narrator. "Try again" each time (a full-length chapter: the longest of the three choices).
import type { ChapterRewrite } from '../../src/contract/chapter-rewrite';
import type { apiAt } from './app-steps';

type Api = ReturnType<typeof apiAt>;

async function oneRewrite(api: Api, token: string, storyId: string, chapterId: string): Promise<number> {
  const started = performance.now();
  await api<ChapterRewrite>(`/stories/${storyId}/chapters/${chapterId}/rewrite`, token, {
    instruction: 'again',
  });
  for (;;) {
    const latest = await api<ChapterRewrite>(`/stories/${storyId}/rewrite`, token);
    if (latest.status === 'completed') return performance.now() - started;
    if (latest.status !== 'queued' && latest.status !== 'running')
      throw new Error(`the rewrite ${latest.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `runs` rewrites one after the other (one at a time per story), over the story's chapters in turn. */
export async function measureRewrites(
  api: Api,
  token: string,
  storyId: string,
  chapterIds: readonly string[],
  runs: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(await oneRewrite(api, token, storyId, chapterIds[run % chapterIds.length]!));
  }
  return times;
}
