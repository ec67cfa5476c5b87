import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chapters, stories, type ChapterRow } from '../../db/story-tables';

/**
 * Chapters, beside the stories repository: reads for the API (a chapter is reached through its story's
 * author) and the narration steps of the generation jobs. Chapters are inserted with their story's
 * written text, in the stories repository's `saveWritten`, so the two land in one transaction.
 */

export interface StoredNarration {
  audioKey: string;
  audioBytes: number;
  duration: number;
  wordTimings: ChapterRow['wordTimings'];
}

export function createChaptersRepository(db: Database) {
  return {
    /** A story's chapters in order. The caller has already found the story as its author's. */
    listOf(storyId: string): Promise<ChapterRow[]> {
      return db.select().from(chapters).where(eq(chapters.storyId, storyId)).orderBy(asc(chapters.order));
    },

    /** Chapter statuses per story, for the audio fields of a list page. */
    async statusesOf(storyIds: string[]): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>();
      if (storyIds.length === 0) return result;
      const rows = await db
        .select({ storyId: chapters.storyId, status: chapters.status })
        .from(chapters)
        .where(inArray(chapters.storyId, storyIds));
      for (const row of rows) result.set(row.storyId, [...(result.get(row.storyId) ?? []), row.status]);
      return result;
    },

    /** A chapter of one of the author's stories. */
    async findOwned(authorId: string, chapterId: string): Promise<ChapterRow | undefined> {
      const [row] = await db
        .select({ chapter: chapters })
        .from(chapters)
        .innerJoin(stories, eq(stories.id, chapters.storyId))
        .where(and(eq(chapters.id, chapterId), eq(stories.authorId, authorId)));
      return row?.chapter;
    },

    async markNarrating(chapterId: string): Promise<void> {
      await db
        .update(chapters)
        .set({ status: 'generating-audio', error: null })
        .where(eq(chapters.id, chapterId));
    },

    /** Swaps the new audio in; false when the chapter is gone (its story was deleted meanwhile). */
    async storeNarration(chapterId: string, narration: StoredNarration): Promise<boolean> {
      const stored = await db
        .update(chapters)
        .set({ status: 'ready', ...narration, audioGeneratedAt: sql`now()` })
        .where(eq(chapters.id, chapterId))
        .returning({ id: chapters.id });
      return stored.length > 0;
    },

    /**
     * A parent's rewrite lands (ADR 035): the chapter's new text and its new audio replace the old in
     * one transaction, with the story's duration, so a listener never gets the new words with the old
     * sound. Only if the chapter still has the audio the rewrite began from: false when another swap
     * (a job taken over after a stall) or a deletion came first.
     */
    async replaceWithRewrite(
      chapterId: string,
      fromAudioKey: string | null,
      rewrite: StoredNarration & { paragraphs: string[] },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(chapters)
          .set({ ...rewrite, status: 'ready', error: null, audioGeneratedAt: sql`now()` })
          .where(
            and(
              eq(chapters.id, chapterId),
              fromAudioKey === null ? isNull(chapters.audioKey) : eq(chapters.audioKey, fromAudioKey),
            ),
          )
          .returning({ storyId: chapters.storyId });
        if (!row) return false;
        const total = sql<number>`(select coalesce(sum(${chapters.duration}), 0) from ${chapters} where ${chapters.storyId} = ${row.storyId})`;
        await tx.update(stories).set({ duration: total }).where(eq(stories.id, row.storyId));
        return true;
      });
    },

    /** A chapter that still has playable audio stays ready; only one without audio shows the error. */
    async markNarrationFailed(chapterId: string, hasAudio: boolean, message: string): Promise<void> {
      await db
        .update(chapters)
        .set({ status: hasAudio ? 'ready' : 'error', error: message })
        .where(eq(chapters.id, chapterId));
    },
  };
}

export type ChaptersRepository = ReturnType<typeof createChaptersRepository>;
