// Where the shared sentences of `npm run bench:writer` come from, for writers of story material:
//   node --import tsx scripts/bench/writer/shared-sources.ts <en|es> [file part] [how many]
// prints, for the matrix's stories in one language, how many sentence uses that also appear in
// another story each content file accounts for, then the most shared sentences of the files whose
// path contains the given part (all files without one), with the number of stories each is in.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createBuiltinWriter } from '../../../server/generation/writer/builtin/builtin-writer';
import type { Language } from '../../../server/generation/writer/types';
import { normalizedSentences } from './story-sentences';
import { benchMatrix } from './writer-matrix';

const language = (process.argv[2] ?? 'en') as Language;
const filePart = process.argv[3] ?? '';
const howMany = Number(process.argv[4] ?? 60);
const CONTENT = 'server/generation/writer/builtin/content/';
const writer = createBuiltinWriter();
const where = new Map<string, Set<number>>();
let total = 0;
let index = 0;
for (const item of benchMatrix()) {
  if (item.request.language !== language) continue;
  for (const normal of normalizedSentences(await writer.write(item.request))) {
    total++;
    where.set(normal, (where.get(normal) ?? new Set()).add(index));
  }
  index++;
}

const files = execSync(`find ${CONTENT} -name '*.ts'`).toString().trim().split('\n');
const texts = files.map((file) => [file.replace(CONTENT, ''), readFileSync(file, 'utf8')] as const);
/** The file a sentence most likely comes from: the first that holds its longest literal stretch. */
function sourceOf(sentence: string): string {
  const parts = sentence
    .split(/·|[“”"«»—]/)
    .map((p) => p.trim())
    .filter((p) => p.length > 6)
    .sort((a, b) => b.length - a.length);
  for (const part of parts) {
    for (const probe of [part.slice(0, 25), part.slice(-25), part.slice(0, 12)]) {
      const hit = texts.find(([, text]) => text.includes(probe));
      if (hit) return hit[0];
    }
  }
  return parts.length === 0 ? '(short)' : '(composed)';
}

const perFile = new Map<string, number>();
const rows: { sentence: string; stories: number; file: string }[] = [];
let shared = 0;
for (const [sentence, stories] of where) {
  if (stories.size < 2) continue;
  shared += stories.size;
  const file = sourceOf(sentence);
  perFile.set(file, (perFile.get(file) ?? 0) + stories.size);
  rows.push({ sentence, stories: stories.size, file });
}
console.info(
  `[${language}] ${shared} of ${total} sentence uses are shared (${((100 * shared) / total).toFixed(1)} %)`,
);
for (const [file, count] of [...perFile].sort((a, b) => b[1] - a[1])) console.info(`${count}\t${file}`);
console.info('');
for (const row of rows
  .filter((r) => r.file.includes(filePart))
  .sort((a, b) => b.stories - a.stories)
  .slice(0, howMany))
  console.info(`${row.stories}\t${row.file}\t${row.sentence}`);
