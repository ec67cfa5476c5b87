// Seeds the end-to-end server's fresh database with the families of e2e/support/families.ts, through
// the server's own tables, password hash, cover drawing, MP3 encoder and file store, before it listens.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { defaultChildPreferences } from '../src/contract/child';
import { createPasswordHasher } from '../server/auth/password-hash';
import { loadConfig } from '../server/config';
import { users } from '../server/db/account-tables';
import { children } from '../server/db/child-tables';
import { openDatabase, type Database } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { chapters, stories } from '../server/db/story-tables';
import { drawCoverSvg } from '../server/generation/cover/cover-svg';
import { encodeMp3 } from '../server/generation/encoder/mp3-encode';
import type { BlobStore } from '../server/storage/blob-store';
import { createFsBlobStore } from '../server/storage/fs-blob-store';
import { ageBandOfServerGroup } from '../src/contract/age-groups';
import { createBuiltinWriter } from '../server/generation/writer/builtin/builtin-writer';
import { families, FAMILY_PASSWORD, type Family, type FamilyStory } from '../e2e/support/families';

const SAMPLE_RATE = 22_050;

/** A soft tone (a chapter's stand-in narration), encoded once and stored for every chapter. */
function toneMp3(seconds: number): { mp3: Buffer; seconds: number } {
  const samples = new Int16Array(Math.round(seconds * SAMPLE_RATE));
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = Math.round(2_500 * Math.sin((2 * Math.PI * 440 * index) / SAMPLE_RATE));
  }
  return { mp3: Buffer.from(encodeMp3(samples, SAMPLE_RATE)), seconds };
}

interface Audio {
  short: { mp3: Buffer; seconds: number };
  long: { mp3: Buffer; seconds: number };
}

/** The built-in writer's chapters for the story's seed: what a generated story would hold. */
function writtenChapters(story: FamilyStory) {
  return createBuiltinWriter().write({
    seed: `e2e-${story.title}`,
    language: story.language,
    theme: story.theme,
    ageBand: ageBandOfServerGroup('4-8') ?? '6-8',
    chapterCount: story.chapters.length,
    targetMinutes: story.chapters.length * 5,
    title: story.title,
  });
}

async function seedStory(
  db: Database,
  store: BlobStore,
  owner: { parentId: string; childId: string },
  story: FamilyStory,
  createdAt: Date,
  audio: Audio,
): Promise<void> {
  const clip = story.long ? audio.long : audio.short;
  const id = randomUUID();
  const folder = `stories/${id}`;
  const coverKey = `${folder}/cover-e2e.svg`;
  await store.put(coverKey, Buffer.from(drawCoverSvg({ theme: story.theme, title: story.title, seed: id })));
  await db.insert(stories).values({
    id,
    authorId: owner.parentId,
    childId: owner.childId,
    title: story.title,
    description: story.description,
    theme: story.theme,
    ageGroup: '4-8',
    language: story.language,
    voice: 'WARM_FEMALE',
    chapterCount: story.chapters.length,
    targetDuration: story.chapters.length * 5,
    seed: `e2e-${story.title}`,
    status: story.archived ? 'archived' : 'published',
    failureReason: story.archived?.failureReason ?? null,
    duration: clip.seconds * story.chapters.length,
    coverKey,
    createdAt,
    updatedAt: createdAt,
  });
  const written = story.written ? await writtenChapters(story) : undefined;
  const chapterRows = [];
  for (const [index, title] of story.chapters.entries()) {
    const audioKey = `${folder}/audio/chapter-${index + 1}-e2e.mp3`;
    await store.put(audioKey, clip.mp3);
    chapterRows.push({
      storyId: id,
      order: index + 1,
      title: written?.chapters[index]?.title ?? title,
      paragraphs: written?.chapters[index]?.paragraphs ?? [story.description],
      status: 'ready',
      duration: clip.seconds,
      audioKey,
      audioBytes: clip.mp3.length,
      audioGeneratedAt: createdAt,
    });
  }
  await db.insert(chapters).values(chapterRows);
}

async function seedFamily(
  db: Database,
  store: BlobStore,
  family: Family,
  passwordHash: string,
  audio: Audio,
) {
  const [parent] = await db
    .insert(users)
    .values({ name: family.name, email: family.email.toLowerCase(), passwordHash })
    .returning({ id: users.id });
  if (!parent) throw new Error(`Parent ${family.email} was not stored`);
  const [child] = await db
    .insert(children)
    .values({ parentId: parent.id, ...family.kid, preferences: defaultChildPreferences() })
    .returning({ id: children.id });
  if (!child) throw new Error(`Kid ${family.kid.name} was not stored`);
  // Oldest first, a minute apart, ending a minute ago: "newest first" has one answer.
  const start = Date.now() - (family.stories.length + 1) * 60_000;
  for (const [index, story] of family.stories.entries()) {
    const createdAt = new Date(start + index * 60_000);
    await seedStory(db, store, { parentId: parent.id, childId: child.id }, story, createdAt, audio);
  }
}

/**
 * Opens the database in DATA_DIR, migrates it, stores the families (every one, or those named in
 * `only`, keys of `families`), and closes it again.
 */
export async function seedFamilies(only?: readonly string[]): Promise<void> {
  const chosen = Object.entries(families).filter(([key]) => !only || only.includes(key));
  if (only && chosen.length !== only.length) throw new Error(`No such family among: ${only.join(', ')}`);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database.driver);
    const store = createFsBlobStore(path.join(config.DATA_DIR, 'files'));
    const passwordHash = await createPasswordHasher().hash(FAMILY_PASSWORD);
    const audio = { short: toneMp3(4), long: toneMp3(60) };
    for (const [, family] of chosen) {
      await seedFamily(database.db, store, family, passwordHash, audio);
    }
  } finally {
    await database.close();
  }
}
