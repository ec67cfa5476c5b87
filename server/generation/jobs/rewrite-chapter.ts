import { RewriteInstruction } from '../../../src/contract/chapter-rewrite';
import { NarratorVoice } from '../../../src/contract/enums';
import { StoryLanguage } from '../../../src/contract/story';
import type { ChapterRow, StoryRow } from '../../db/story-tables';
import type { ChaptersRepository } from '../../modules/stories/chapters-repository';
import type { StoriesRepository } from '../../modules/stories/repository';
import type { BlobStore } from '../../storage/blob-store';
import { chapterAudioFiles, chapterAudioKey } from '../../storage/story-files';
import type { Narrator } from '../narrator/types';
import type { StoryMemory } from '../writer/types';
import type { createGentleStoryWriter } from './gentle-story';
import type { JobContext, JobHandler } from './job-runner';
import { PermanentJobError } from './job-runner';
import { storyRequestOf, writtenStoryOf } from './story-request';

/**
 * A parent's rewrite of one chapter (ADR 035): the writer tells it again as asked, the safety check
 * reads it, the narrator narrates it, and only then do its text and audio replace the old ones, in one
 * transaction — until then the child hears the old chapter. The old files go after the swap; the
 * other chapters are never touched. Safe to run again: a chapter whose audio was stored after the job
 * began was swapped by it already, and a swap happens only over the audio the job began from.
 */

export interface RewriteJobDependencies {
  stories: Pick<StoriesRepository, 'findOwned'>;
  chapters: Pick<ChaptersRepository, 'listOf' | 'replaceWithRewrite'>;
  narrator: Narrator;
  store: BlobStore;
  gentle: ReturnType<typeof createGentleStoryWriter>;
  /** What the story before this one in its series left it (its writer's request holds it). */
  previousMemory(story: StoryRow): Promise<StoryMemory | undefined>;
}

/** The story and the chapter the job rewrites; undefined when either has gone or the swap is done. */
async function target(deps: RewriteJobDependencies, context: JobContext) {
  const { job } = context;
  const story = await deps.stories.findOwned(job.authorId, job.storyId);
  if (!story || !job.chapterId) return undefined;
  const chapters = await deps.chapters.listOf(story.id);
  const chapter = chapters.find((one) => one.id === job.chapterId);
  // Resumed after a crash that came after the swap: nothing is left to do.
  if (!chapter || (chapter.audioGeneratedAt && chapter.audioGeneratedAt >= job.createdAt)) return undefined;
  return { story, chapters, chapter };
}

async function narrate(
  deps: RewriteJobDependencies,
  story: StoryRow,
  chapter: ChapterRow,
  paragraphs: string[],
  signal: AbortSignal,
) {
  return deps.narrator.narrate(
    {
      language: StoryLanguage.parse(story.language),
      voice: NarratorVoice.parse(story.voice),
      title: chapter.title,
      paragraphs,
    },
    signal,
  );
}

export function createRewriteChapterHandler(deps: RewriteJobDependencies): JobHandler {
  return async (context) => {
    const { job, signal } = context;
    const found = await target(deps, context);
    if (!found) return;
    const { story, chapters, chapter } = found;
    const instruction = RewriteInstruction.safeParse(job.instruction);
    if (!instruction.success) throw new PermanentJobError(`Unknown rewrite instruction ${job.instruction}`);
    context.reportProgress(5);
    const written = writtenStoryOf(story, chapters);
    const rewritten = await deps.gentle.rewriteChapter(
      storyRequestOf(story, await deps.previousMemory(story)),
      written,
      chapter.order,
      instruction.data,
      story.id,
      signal,
    );
    context.reportProgress(30);
    const narration = await narrate(deps, story, chapter, rewritten.paragraphs, signal);
    context.reportProgress(90);
    const audioKey = chapterAudioKey(story.id, chapter.id);
    await deps.store.put(audioKey, narration.mp3);
    const swapped = await deps.chapters.replaceWithRewrite(chapter.id, chapter.audioKey, {
      paragraphs: rewritten.paragraphs,
      audioKey,
      audioBytes: narration.mp3.length,
      duration: narration.durationSeconds,
      wordTimings: narration.wordTimings ?? null,
    });
    // Another swap or a deletion came first: this narration is nobody's.
    if (!swapped) return await deps.store.delete(audioKey);
    for (const key of chapter.audioKey ? chapterAudioFiles(chapter.audioKey) : [])
      await deps.store.delete(key);
  };
}
