// `npm run bench:writer`: writes a fixed matrix of stories with the built-in writer (every theme × age
// band × language × 3 and 6 chapters × without and with a parent's ideas, fixed seeds) and thirty
// nights for one family per language, then prints how the stories read as a whole:
// - sentences shared with another story (names replaced by a placeholder; target ≤ 15 %),
// - sentences repeated within a story, scenes (three sentences in a row) repeated across a family's
//   thirty nights, the most common last sentence of a story,
// - words per chapter against the target duration (the writer's pace, and minutes at the narrator's),
// - Spanish merged words and agreement errors (target 0),
// - the share of the parent's idea words (nouns and people) that the story uses (target ≥ 90 %),
// - time to write a story. Then `npm run bench:safety`, where that script exists.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ESPEAK_VOICES } from '../../server/generation/narrator/espeak-voices';
import { createBuiltinWriter } from '../../server/generation/writer/builtin/builtin-writer';
import { DEFAULT_WORDS_PER_MINUTE } from '../../server/generation/writer/builtin/pacing';
import type { AgeBand, Language, WrittenStory } from '../../server/generation/writer/types';
import { spanishErrors, spanishVocabulary, type SpanishError } from './writer/spanish-errors';
import { normalizedSentences, paragraphs } from './writer/story-sentences';
import { benchMatrix, familyNights, type BenchCase, type BenchIdea } from './writer/writer-matrix';

interface Written extends BenchCase {
  readonly story: WrittenStory;
  readonly ms: number;
  /** Set for a Spanish story whose hero and companion are both girls. */
  readonly girls?: readonly [string, string] | undefined;
}

const writer = createBuiltinWriter();

async function writeAll(cases: readonly BenchCase[]): Promise<Written[]> {
  const written: Written[] = [];
  for (const item of cases) {
    const started = performance.now();
    const story = await writer.write(item.request);
    written.push({ ...item, story, ms: performance.now() - started });
  }
  return written;
}

const wordCount = (text: string) => text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
const storyText = (story: WrittenStory) => paragraphs(story).join(' ');

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;

function sharedSentences(stories: readonly Written[]): string {
  const where = new Map<string, Set<number>>();
  const perStory = stories.map((item, i) => {
    const sentences = normalizedSentences(item.story);
    for (const s of sentences) where.set(s, (where.get(s) ?? new Set()).add(i));
    return sentences;
  });
  const all = perStory.flat();
  const shared = all.filter((s) => (where.get(s)?.size ?? 0) > 1);
  const long = all.filter((s) => wordCount(s) >= 5);
  const sharedLong = long.filter((s) => (where.get(s)?.size ?? 0) > 1);
  return `${percent(shared.length, all.length)} of ${all.length} sentences (${percent(sharedLong.length, long.length)} of those with 5+ words)`;
}

function repeatsWithin(stories: readonly Written[]): string {
  let repeats = 0;
  let total = 0;
  let storiesWithRepeats = 0;
  for (const item of stories) {
    const sentences = normalizedSentences(item.story);
    const again = sentences.length - new Set(sentences).size;
    repeats += again;
    total += sentences.length;
    if (again > 0) storiesWithRepeats++;
  }
  return `${percent(repeats, total)} of sentences; ${storiesWithRepeats} of ${stories.length} stories repeat one`;
}

function sceneRepeats(nights: readonly Written[]): string {
  const shingles = nights.map((item) => {
    const sentences = normalizedSentences(item.story);
    return new Set(sentences.slice(2).map((_, i) => sentences.slice(i, i + 3).join(' ')));
  });
  let shared = 0;
  let total = 0;
  let nightsWithRepeat = 0;
  shingles.forEach((own, i) => {
    const others = new Set(shingles.flatMap((other, k) => (k === i ? [] : [...other])));
    const repeated = [...own].filter((scene) => others.has(scene)).length;
    shared += repeated;
    total += own.size;
    if (repeated > 0) nightsWithRepeat++;
  });
  return `${percent(shared, total)} of scenes heard on another night; ${nightsWithRepeat} of ${nights.length} nights repeat a scene`;
}

function commonEnding(stories: readonly Written[]): string {
  const counts = new Map<string, number>();
  for (const item of stories) {
    const last = normalizedSentences(item.story).at(-1) ?? '';
    counts.set(last, (counts.get(last) ?? 0) + 1);
  }
  const [sentence, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return `${count} of ${stories.length} stories end on “${sentence}”`;
}

function chapterLengths(stories: readonly Written[]): string[] {
  const bands: AgeBand[] = ['2-4', '4-6', '6-8', '8-12'];
  return bands.map((band) => {
    const chapters = stories.filter((s) => s.request.ageBand === band).flatMap((s) => s.story.chapters);
    const words = chapters.map((c) => wordCount(c.paragraphs.join(' ')));
    const mean = words.reduce((a, b) => a + b, 0) / words.length;
    const minutes = (language: Language) => {
      const own = stories.filter((s) => s.request.ageBand === band && s.request.language === language);
      const rate = ESPEAK_VOICES[language].WARM_FEMALE.rate;
      const each = own.flatMap((s) =>
        s.story.chapters.map(
          (c) => wordCount(c.paragraphs.join(' ')) / rate + (1 + 0.7 * c.paragraphs.length) / 60,
        ),
      );
      return (each.reduce((a, b) => a + b, 0) / each.length).toFixed(1);
    };
    const target = 5 * DEFAULT_WORDS_PER_MINUTE[band];
    return `${band}: ${Math.round(mean)} words a chapter (min ${Math.min(...words)}, max ${Math.max(...words)}; target ${target}); narrated ≈ ${minutes('en')} min (en), ${minutes('es')} min (es) for 5`;
  });
}

function spanishReport(stories: readonly Written[]): string[] {
  const spanish = stories.filter((s) => s.request.language === 'es');
  const vocabulary = spanishVocabulary(spanish.map((s) => storyText(s.story)));
  const errors: SpanishError[] = spanish.flatMap((s) => {
    const text = [s.story.title, s.story.description, storyText(s.story)].join(' ');
    return spanishErrors(text, vocabulary, s.girls);
  });
  const kinds = ['merged', 'uncontracted', 'article', 'adjective', 'pair-gender'] as const;
  const byKind = kinds.map((kind) => `${kind} ${errors.filter((e) => e.kind === kind).length}`).join(', ');
  const examples = [...new Set(errors.map((e) => `${e.kind}: ${e.text}`))]
    .sort((a, b) => (a.startsWith('pair') ? 1 : 0) - (b.startsWith('pair') ? 1 : 0))
    .slice(0, 16);
  return [
    `${errors.length} errors in ${spanish.length} stories (${byKind})`,
    ...examples.map((e) => `  e.g. ${e}`),
  ];
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function ideaWordFound(text: string, expected: string): boolean {
  return expected.split('|').some((word) => {
    const flags = /^\p{Lu}/u.test(word) ? 'u' : 'iu';
    return new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, flags).test(text);
  });
}

function ideasUsed(stories: readonly Written[]): string[] {
  const withIdeas = stories.filter((s): s is Written & { idea: BenchIdea } => s.idea !== undefined);
  let found = 0;
  let total = 0;
  const missed = new Map<string, number>();
  for (const item of withIdeas) {
    const text = [item.story.title, item.story.description, storyText(item.story)].join(' ');
    for (const expected of item.idea.expect) {
      total++;
      if (ideaWordFound(text, expected)) found++;
      else
        missed.set(
          `${item.idea.text} → ${expected}`,
          (missed.get(`${item.idea.text} → ${expected}`) ?? 0) + 1,
        );
    }
  }
  const top = [...missed].sort((a, b) => b[1] - a[1]).slice(0, 8);
  return [
    `${percent(found, total)} of ${total} idea words across ${withIdeas.length} stories`,
    ...top.map(([what, count]) => `  missed ${count}×: ${what}`),
  ];
}

function timing(stories: readonly Written[]): string {
  const ms = stories.map((s) => s.ms).sort((a, b) => a - b);
  return `median ${ms[Math.floor(ms.length / 2)]?.toFixed(1)} ms, slowest ${ms.at(-1)?.toFixed(1)} ms a story`;
}

// Which Spanish stories star two girls, so their plurals must be feminine: the bench knows its cast.
const FEMALE_NAMES = new Set(['Sofía', 'Carmen', 'Lola', 'Alba', 'Lucía', 'Marta']);
function girlsOf(story: WrittenStory): readonly [string, string] | undefined {
  const { hero, companion } = story.cast;
  const opening = story.chapters[0]?.paragraphs.join(' ') ?? '';
  const companionFemale = new RegExp(`${escapeRegExp(companion)}, (una|la) `, 'u').test(opening);
  return FEMALE_NAMES.has(hero) && companionFemale ? [hero, companion] : undefined;
}

const matrix = (await writeAll(benchMatrix())).map((item) => ({ ...item, girls: girlsOf(item.story) }));
const families = {
  en: await writeAll(familyNights('en', 'Mia', '4-6')),
  es: await writeAll(familyNights('es', 'Lola', '6-8')),
};

console.info(`bench:writer — ${matrix.length} stories in the matrix, 2 × 30 family nights\n`);
for (const language of ['en', 'es'] as const) {
  const own = matrix.filter((s) => s.request.language === language);
  console.info(`[${language}] sentences also in another story: ${sharedSentences(own)}`);
  console.info(`[${language}] repeated within a story: ${repeatsWithin(own)}`);
  console.info(`[${language}] family of 30 nights: ${sceneRepeats(families[language])}`);
  console.info(`[${language}] last sentence: ${commonEnding(own)}`);
}
console.info('\nwords per chapter (writer pace; narrated at the warm voice’s rate with pauses):');
for (const line of chapterLengths(matrix)) console.info(`  ${line}`);
console.info('\nSpanish merged words and agreement:');
for (const line of spanishReport(matrix)) console.info(`  ${line}`);
console.info('\nideas used:');
for (const line of ideasUsed([...matrix, ...families.en, ...families.es])) console.info(`  ${line}`);
console.info(`\nspeed: ${timing(matrix)}`);

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;
if (scripts['bench:safety']) {
  console.info('\nbench:safety:');
  execFileSync('npm', ['run', '--silent', 'bench:safety'], { stdio: 'inherit' });
}
