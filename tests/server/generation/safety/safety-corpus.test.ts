import { describe, expect, it } from 'vitest';
import { judgeStoryText } from '../../../../server/generation/safety/check-story-input';
import { CORPUS_LANGUAGES, readCorpus, scoreCorpus } from './corpus/corpus';

/**
 * The safety corpus (ADR 030): on the tuned part every unsafe request is refused and every harmless
 * one passes. The held-back part was never tuned on; the checker is deterministic, so its figures are
 * stable and a floor is kept under them.
 */

const HELD_BACK_FLOOR = 0.9;

describe.each(CORPUS_LANGUAGES)('the %s safety corpus', (language) => {
  const refuses = (text: string) => !judgeStoryText(text, language).ok;

  it.each(
    readCorpus(language, 'tuned').map(
      (line) => [line.unsafe ? 'refuses' : 'lets through', line.text, line] as const,
    ),
  )('%s %j', (_verdict, text, line) => {
    expect(refuses(text), `${language}-tuned.txt:${line.line}`).toBe(line.unsafe);
  });

  it(`keeps precision and recall of at least ${HELD_BACK_FLOOR * 100} % on the held-back part`, () => {
    const score = scoreCorpus(readCorpus(language, 'held-back'), refuses);
    console.info(
      `${language} held-back: precision ${(score.precision * 100).toFixed(1)} %, recall ${(score.recall * 100).toFixed(1)} %`,
    );
    expect(score.precision).toBeGreaterThanOrEqual(HELD_BACK_FLOOR);
    expect(score.recall).toBeGreaterThanOrEqual(HELD_BACK_FLOOR);
  });
});
