import { z } from 'zod';

// A parent's rewrite of one chapter (issue 15, ADR 035): how they ask for it, and how the story page
// follows the job that writes and narrates it.

/** "Make it gentler", "Shorter", "Try again". */
export const RewriteInstruction = z.enum(['gentler', 'shorter', 'again']);
export type RewriteInstruction = z.infer<typeof RewriteInstruction>;

export const RewriteChapterBody = z.object({
  instruction: RewriteInstruction.describe(
    'gentler: calmer, softer words, no peril; shorter: about two thirds of the words; again: another telling',
  ),
});

/**
 * Why a rewrite ended without a new chapter: the new text did not pass the bedtime safety check
 * ('unsafe'), or writing or narrating it failed ('failed'). The old chapter stays either way.
 */
export const RewriteFailure = z.enum(['unsafe', 'failed']);
export type RewriteFailure = z.infer<typeof RewriteFailure>;

/** What a rewrite job records when its new text did not pass the safety check, even asked twice. */
export const UNSAFE_REWRITE_REASON = 'The rewritten chapter did not pass the safety check';

export const ChapterRewrite = z.object({
  jobId: z.uuid(),
  chapterId: z.uuid(),
  instruction: RewriteInstruction,
  status: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']),
  /** 0–100. */
  progress: z.number().int(),
  failure: RewriteFailure.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChapterRewrite = z.infer<typeof ChapterRewrite>;

/** The rewrite still under way: the chapter shows "Rewriting…" and another cannot start. */
export const isRewriteActive = (rewrite: Pick<ChapterRewrite, 'status'> | null | undefined): boolean =>
  rewrite?.status === 'queued' || rewrite?.status === 'running';
