import { and, desc, eq } from 'drizzle-orm';
import type { RewriteInstruction } from '../../../src/contract/chapter-rewrite';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { generationJobs, type GenerationJobRow } from '../../db/story-tables';
import { assertAddressHasRoom, lockAddressQueue, type JobOrigin } from '../../generation/jobs/job-origin';

/**
 * A parent's chapter rewrites are generation jobs of kind 'rewrite-chapter' (ADR 035). The caller has
 * already found the story as the parent's own; the partial unique index allows one rewrite at a time
 * per story, whatever the client does. A rewrite waits in the fair queue like any job (ADR 042).
 */

const REWRITE = 'rewrite-chapter';

export function createRewritesRepository(db: Database) {
  return {
    /** Queues the rewrite; undefined when the story already has one queued or running. */
    async enqueue(
      authorId: string,
      storyId: string,
      chapterId: string,
      instruction: RewriteInstruction,
      origin?: JobOrigin,
    ): Promise<GenerationJobRow | undefined> {
      try {
        return await db.transaction(async (tx) => {
          await lockAddressQueue(tx, origin);
          const [job] = await tx
            .insert(generationJobs)
            .values({
              kind: REWRITE,
              storyId,
              authorId,
              chapterId,
              instruction,
              requestedFrom: origin?.address ?? null,
            })
            .returning();
          await assertAddressHasRoom(tx, origin);
          return job;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'generation_jobs_one_rewrite_per_story')) return undefined;
        throw error;
      }
    },

    /** The story's newest rewrite, whatever became of it. */
    async latestOf(storyId: string): Promise<GenerationJobRow | undefined> {
      const [job] = await db
        .select()
        .from(generationJobs)
        .where(and(eq(generationJobs.storyId, storyId), eq(generationJobs.kind, REWRITE)))
        .orderBy(desc(generationJobs.createdAt))
        .limit(1);
      return job;
    },
  };
}

export type RewritesRepository = ReturnType<typeof createRewritesRepository>;
