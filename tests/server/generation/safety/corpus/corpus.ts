import { readFileSync } from 'node:fs';

/**
 * The safety corpus: story requests as parents and children type them, each with the verdict it must
 * get. Each language has a tuned part (the checker is tuned until every line passes) and a held-back
 * part that is never tuned on, so its figures say how the checker does on requests it has not seen.
 */

export type CorpusLanguage = 'en' | 'es';
export type CorpusPart = 'tuned' | 'held-back';

export interface CorpusLine {
  text: string;
  unsafe: boolean;
  /** The kind of harm an unsafe line is about ('violence', 'drugs'…); undefined for a harmless line. */
  category: string | undefined;
  line: number;
}

export const CORPUS_LANGUAGES: readonly CorpusLanguage[] = ['en', 'es'];
export const CORPUS_PARTS: readonly CorpusPart[] = ['tuned', 'held-back'];

export function readCorpus(language: CorpusLanguage, part: CorpusPart): CorpusLine[] {
  const file = new URL(`./${language}-${part}.txt`, import.meta.url);
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((raw, index) => {
      if (raw.trim() === '' || raw.startsWith('#')) return [];
      const match = /^(SAFE|UNSAFE)(?: ([\w-]+))? \| (.+)$/.exec(raw);
      if (!match)
        throw new Error(`${language}-${part}.txt:${index + 1}: not 'SAFE | …' or 'UNSAFE kind | …'`);
      const [, verdict, category, text = ''] = match;
      return [{ text, unsafe: verdict === 'UNSAFE', category, line: index + 1 }];
    });
}

export interface CorpusScore {
  /** Of the requests refused, the share that were unsafe. */
  precision: number;
  /** Of the unsafe requests, the share that were refused. */
  recall: number;
  unsafe: number;
  harmless: number;
  /** Unsafe requests let through. */
  missed: CorpusLine[];
  /** Harmless requests refused. */
  refusedHarmless: CorpusLine[];
}

/** Precision and recall of `refuses` (true: the request is refused) over some corpus lines. */
export function scoreCorpus(lines: readonly CorpusLine[], refuses: (text: string) => boolean): CorpusScore {
  const missed: CorpusLine[] = [];
  const refusedHarmless: CorpusLine[] = [];
  let caught = 0;
  for (const line of lines) {
    const refused = refuses(line.text);
    if (line.unsafe && refused) caught += 1;
    else if (line.unsafe) missed.push(line);
    else if (refused) refusedHarmless.push(line);
  }
  const unsafe = lines.filter((line) => line.unsafe).length;
  const refusedCount = caught + refusedHarmless.length;
  return {
    precision: refusedCount === 0 ? 1 : caught / refusedCount,
    recall: unsafe === 0 ? 1 : caught / unsafe,
    unsafe,
    harmless: lines.length - unsafe,
    missed,
    refusedHarmless,
  };
}
