// `npm run bench:safety`: input-safety precision and recall per language on the safety corpus
// (tests/server/generation/safety/corpus, ADR 030), on the part the checker is tuned on and on the
// held-back part it never was. It prints, it does not assert (the corpus test does). `--show` also lists
// the requests of the tuned part that got the wrong verdict. `npm run bench:writer` prints the same table
// by importing `safetyFigures` and `printSafetyFigures` from here.
import { pathToFileURL } from 'node:url';
import { judgeStoryText } from '../../server/generation/safety/check-story-input';
import {
  CORPUS_LANGUAGES,
  CORPUS_PARTS,
  readCorpus,
  scoreCorpus,
  type CorpusLanguage,
  type CorpusPart,
  type CorpusScore,
} from '../../tests/server/generation/safety/corpus/corpus';

export interface SafetyFigure extends CorpusScore {
  language: CorpusLanguage;
  part: CorpusPart;
}

export function safetyFigures(): SafetyFigure[] {
  return CORPUS_LANGUAGES.flatMap((language) =>
    CORPUS_PARTS.map((part) => ({
      language,
      part,
      ...scoreCorpus(readCorpus(language, part), (text) => !judgeStoryText(text, language).ok),
    })),
  );
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`.padStart(8);

export function printSafetyFigures(figures: readonly SafetyFigure[] = safetyFigures()): void {
  console.info(
    'Input safety on the corpus (precision: refused that were unsafe; recall: unsafe that were refused)',
  );
  console.info('language  part        requests  precision    recall  missed  refused harmless');
  for (const figure of figures) {
    console.info(
      [
        figure.language.padEnd(8),
        figure.part.padEnd(10),
        String(figure.unsafe + figure.harmless).padStart(9),
        percent(figure.precision).padStart(10),
        percent(figure.recall).padStart(9),
        String(figure.missed.length).padStart(7),
        String(figure.refusedHarmless.length).padStart(17),
      ].join('  '),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = safetyFigures();
  printSafetyFigures(figures);
  if (process.argv.includes('--show')) {
    for (const figure of figures.filter((f) => f.part === 'tuned')) {
      for (const line of figure.missed) console.info(`missed   ${figure.language}:${line.line} ${line.text}`);
      for (const line of figure.refusedHarmless)
        console.info(`refused  ${figure.language}:${line.line} ${line.text}`);
    }
  }
}
