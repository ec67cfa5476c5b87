import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { DeviceTime } from './device-time';

export { isCompletedAt, progressPercent } from './progress-rules';

// Listening progress (P§3, P§7, S§3, S§7), shared by the app and the server. One record per
// (kid profile, story, chapter); the server merges upserts so that an older write never overwrites a
// newer one (DESIGN decision 12, ADR 015).

const PROGRESS_POSITION_MAX_S = 24 * 60 * 60;

/** Seconds within a chapter; stored whole (a fraction is dropped, never rounded up past the listener). */
const Seconds = (field: string) =>
  z
    .number(`${field} must be a number of seconds`)
    .min(0, `${field} must be 0 or more`)
    .max(PROGRESS_POSITION_MAX_S, `${field} must be at most ${PROGRESS_POSITION_MAX_S} seconds`)
    .transform(Math.floor);

/** POST /progress (upsert). `recordedAt` is when the device recorded the position (the merge clock). */
export const ProgressUpsertBody = z.object({
  userId: z.uuid('Must be a user id (a UUID)'),
  childId: z.uuid('Must be a kid profile id (a UUID)'),
  storyId: z.uuid('Must be a story id (a UUID)'),
  chapterId: z.uuid('Must be a chapter id (a UUID)'),
  position: Seconds('Position'),
  completed: z.boolean().default(false),
  totalListeningTime: Seconds('Total listening time').default(0),
  /** ISO date-time; defaults to the server's clock. Ours: the spec's payload has no timestamp. */
  recordedAt: DeviceTime.optional(),
});
export type ProgressUpsertBody = z.input<typeof ProgressUpsertBody>;

export const ProgressRecord = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  childId: z.uuid(),
  storyId: z.uuid(),
  chapterId: z.uuid(),
  position: z.number().int(),
  completed: z.boolean(),
  totalListeningTime: z.number().int(),
  /** The device's time of the newest write merged in. */
  lastListenedAt: z.string(),
  updatedAt: z.string(),
});
export type ProgressRecord = z.infer<typeof ProgressRecord>;

export const ProgressPage = z.object({ items: z.array(ProgressRecord), nextCursor: z.string().nullable() });
export type ProgressPage = z.infer<typeof ProgressPage>;

/** GET /progress/user/{userId}[/story/{storyId}]: newest first, 25 a page. */
export const ProgressListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  childId: z.uuid('Must be a kid profile id (a UUID)').optional(),
  completed: z
    .enum(['true', 'false'], 'Must be true or false')
    .transform((value) => value === 'true')
    .optional(),
});

/**
 * GET …/chapter/{chapterId}?childId: a chapter nobody has listened to answers zeros. The app always names
 * the kid; without one the answer is the caller's most recently listened record for the chapter.
 */
export const ChapterProgressQuery = z.object({
  childId: z.uuid('Must be a kid profile id (a UUID)').optional(),
});
export const ChapterProgress = z.object({
  id: z.uuid().nullable(),
  position: z.number().int(),
  totalListeningTime: z.number().int(),
  completed: z.boolean(),
});
export type ChapterProgress = z.infer<typeof ChapterProgress>;
