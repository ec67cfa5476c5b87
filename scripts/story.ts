// `npm run story -- --theme animals --age 4-6 --chapters 3 --lang es --out <folder>`
// Writes a story with the built-in writer and narrates it, without the app: <folder>/story.md to read
// and <folder>/chapter-N.mp3 to listen to.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { NarratorVoice } from '../src/contract/enums';
import { createEspeakNarrator } from '../server/generation/narrator/espeak-narrator';
import { createBuiltinWriter } from '../server/generation/writer/builtin/builtin-writer';
import { parseStoryRequest } from '../server/generation/writer/request-schema';

const { values } = parseArgs({
  options: {
    theme: { type: 'string', default: 'adventure' },
    age: { type: 'string', default: '4-6' },
    chapters: { type: 'string', default: '3' },
    lang: { type: 'string', default: 'en' },
    voice: { type: 'string', default: 'WARM_FEMALE' },
    name: { type: 'string' },
    ideas: { type: 'string' },
    title: { type: 'string' },
    seed: { type: 'string', default: String(Date.now()) },
    out: { type: 'string', default: 'story-output' },
  },
});

const chapterCount = Number(values.chapters);
const request = parseStoryRequest({
  seed: values.seed,
  language: values.lang as 'en' | 'es',
  theme: values.theme as 'adventure',
  ageBand: values.age as '4-6',
  chapterCount,
  targetMinutes: chapterCount * 5,
  heroName: values.name,
  title: values.title,
  customIdeas: values.ideas,
});
const voice = NarratorVoice.parse(values.voice);

const started = performance.now();
const story = await createBuiltinWriter().write(request);
console.info(`Wrote "${story.title}" in ${Math.round(performance.now() - started)} ms`);

await mkdir(values.out, { recursive: true });
const text = [
  `# ${story.title}`,
  '',
  `_${story.description}_`,
  '',
  ...story.chapters.flatMap((chapter) => [
    `## ${chapter.order}. ${chapter.title}`,
    '',
    ...chapter.paragraphs.flatMap((p) => [p, '']),
  ]),
].join('\n');
await writeFile(path.join(values.out, 'story.md'), text);

const narrator = createEspeakNarrator();
try {
  const narrations = await Promise.all(
    story.chapters.map((chapter) =>
      narrator.narrate({
        language: request.language,
        voice,
        title: chapter.title,
        paragraphs: chapter.paragraphs,
      }),
    ),
  );
  for (const [index, narration] of narrations.entries()) {
    const file = path.join(values.out, `chapter-${index + 1}.mp3`);
    await writeFile(file, narration.mp3);
    console.info(`  ${file}  ${narration.durationSeconds.toFixed(1)} s`);
  }
  console.info(
    `Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${path.join(values.out, 'story.md')}`,
  );
} finally {
  await narrator.close();
}
