import type { ChapterRow, StoryRow } from '../../db/story-tables';
import type { ChaptersRepository } from '../../modules/stories/chapters-repository';
import type { StoriesRepository } from '../../modules/stories/repository';
import type { BlobStore } from '../../storage/blob-store';
import { chapterAudioFiles, chapterAudioKey, storyCoverKey } from '../../storage/story-files';
import { drawCoverSvg } from '../cover/cover-svg';
import type { Narrator } from '../narrator/types';
import type { StoryModerator } from '../safety/moderation';
import { NarratorVoice } from '../../../src/contract/enums';
import { StoryLanguage, toStoryTheme } from '../../../src/contract/story';
import type { Language, StoryWriter } from '../writer/types';
import { createGentleStoryWriter } from './gentle-story';
import type { JobKind } from './job-queue';
import type { JobContext, JobHandler } from './job-runner';
import { createRewriteChapterHandler } from './rewrite-chapter';
import { storyRequestOf } from './story-request';

/**
 * What a generation job does, step by step, each step safe to run again: the writer runs only while a
 * story has no chapters; chapters are inserted keyed by (story, order); a chapter already narrated is
 * never narrated again. So a job resumed after a crash finishes the story without duplicates. The rows
 * are read and written through the stories and chapters repositories, as the job's author.
 */

export interface StoryJobDependencies {
  stories: StoriesRepository;
  chapters: ChaptersRepository;
  writer: StoryWriter;
  narrator: Narrator;
  store: BlobStore;
  /** Checks generated text before it is stored or narrated (ADR 030). */
  checkText(text: string, language: Language): boolean;
  /** The writing service's own moderation, asked as well when there is one. */
  moderator?: StoryModerator;
  log?: { warn(object: object, message: string): void };
  /** Chapters narrated at once (the MP3 encoder has one worker per core). */
  chapterConcurrency?: number;
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('Aborted');
}

/** Runs `task` over `items` in order, at most `limit` at a time. */
async function inOrder<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(lanes);
}

export function createStoryJobHandlers(deps: StoryJobDependencies): Record<JobKind, JobHandler> {
  const { stories, chapters, narrator, store } = deps;
  const concurrency = deps.chapterConcurrency ?? 2;
  const gentle = createGentleStoryWriter(deps);

  /** What the story before this one in its series left it, when there is one. */
  async function previousMemory(story: StoryRow) {
    if (!story.previousStoryId) return undefined;
    return (await stories.findOwned(story.authorId, story.previousStoryId))?.storyCast?.memory;
  }

  async function writeChapters(story: StoryRow, signal: AbortSignal): Promise<void> {
    const previous = await previousMemory(story);
    const written = await gentle.write(storyRequestOf(story, previous), story.id, signal);
    if (written.chapters.length !== story.chapterCount) {
      throw new Error(`The writer returned ${written.chapters.length} of ${story.chapterCount} chapters`);
    }
    const title = story.autoTitle ? written.title : story.title;
    const coverKey = storyCoverKey(story.id);
    await store.put(
      coverKey,
      Buffer.from(
        drawCoverSvg({ theme: toStoryTheme(story.theme), title, seed: story.seed, story: written }),
      ),
    );
    await stories.saveWritten(story.authorId, story.id, {
      title,
      coverKey,
      description: story.autoDescription || !story.description ? written.description : story.description,
      chapters: written.chapters.map((c) => ({ order: c.order, title: c.title, paragraphs: c.paragraphs })),
      storyCast: {
        ...written.cast,
        setting: written.setting,
        ...(written.memory ? { memory: written.memory } : {}),
      },
    });
  }

  /** Narrates one chapter and swaps its audio in; the old files (if any) are removed after the swap. */
  async function narrateChapter(story: StoryRow, chapter: ChapterRow, signal: AbortSignal): Promise<void> {
    throwIfAborted(signal);
    await chapters.markNarrating(chapter.id);
    try {
      const narration = await narrator.narrate(
        {
          language: StoryLanguage.parse(story.language),
          voice: NarratorVoice.parse(story.voice),
          title: chapter.title,
          paragraphs: chapter.paragraphs,
        },
        signal,
      );
      const audioKey = chapterAudioKey(story.id, chapter.id);
      await store.put(audioKey, narration.mp3);
      const stored = await chapters.storeNarration(chapter.id, {
        audioKey,
        audioBytes: narration.mp3.length,
        duration: narration.durationSeconds,
        wordTimings: narration.wordTimings ?? null,
      });
      // The story was deleted while this chapter was narrated: leave no file behind.
      if (!stored) return await store.delete(audioKey);
      // The old narration goes with its data-saver copy; the file first, so a copy being made now sees it gone.
      const old =
        chapter.audioKey && chapter.audioKey !== audioKey ? chapterAudioFiles(chapter.audioKey) : [];
      for (const key of old) await store.delete(key);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Keep a playable old file playable: only a chapter without audio is shown as failed.
      await chapters.markNarrationFailed(chapter.id, chapter.audioKey !== null, message);
      throw error;
    }
  }

  async function narrateAll(story: StoryRow, todo: ChapterRow[], total: number, context: JobContext) {
    let done = total - todo.length;
    await inOrder(todo, concurrency, async (chapter) => {
      await narrateChapter(story, chapter, context.signal);
      done += 1;
      context.reportProgress(Math.round((done / total) * 100));
    });
  }

  return {
    async 'write-and-narrate'(context) {
      const { job } = context;
      const story = await stories.findOwned(job.authorId, job.storyId);
      if (!story || story.status !== 'generating') return; // deleted or cancelled meanwhile
      if ((await chapters.listOf(story.id)).length === 0) await writeChapters(story, context.signal);
      const current = (await stories.findOwned(job.authorId, story.id)) ?? story;
      const all = await chapters.listOf(story.id);
      await narrateAll(
        current,
        all.filter((c) => c.status !== 'ready'),
        all.length,
        context,
      );
      await stories.finishGeneration(job.authorId, story.id, true);
    },

    async 'regenerate-audio'(context) {
      const { job } = context;
      const story = await stories.findOwned(job.authorId, job.storyId);
      if (!story) return;
      const all = await chapters.listOf(story.id);
      // After a crash, chapters already renewed by this job keep their new audio.
      const todo = all.filter((c) => !c.audioGeneratedAt || c.audioGeneratedAt < job.createdAt);
      await narrateAll(story, todo, all.length, context);
      await stories.finishGeneration(job.authorId, story.id, false);
    },

    'rewrite-chapter': createRewriteChapterHandler({ ...deps, gentle, previousMemory }),
  };
}
