import type { z } from 'zod';
import type {
  ChapterProgress,
  ChapterProgressQuery,
  ProgressListQuery,
  ProgressPage,
  ProgressRecord,
  ProgressUpsertBody,
} from '../../../src/contract/progress';
import type { ListeningProgressRow } from '../../db/progress-tables';
import { AppError } from '../../errors';
import type { ProgressRepository } from './repository';

/**
 * The rules of listening progress (S§3, P§3): a parent reads and writes only their own kids' progress on
 * their own stories. Every id that is not the caller's answers exactly like one that does not exist.
 */

const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);
const userNotFound = () => notFound('User not found');
const childNotFound = () => notFound('Kid profile not found');
const storyNotFound = () => notFound('Story not found');
const chapterNotFound = () => notFound('Chapter not found in this story');
const progressNotFound = () => notFound('Progress record not found');
const badCursor = () =>
  new AppError('VALIDATION_ERROR', 400, 'querystring.cursor: Not a cursor from this list', [
    { path: 'querystring.cursor', message: 'Not a cursor from this list' },
  ]);

/**
 * A device clock running fast would make its writes "newer" than every honest one for as long as it is
 * ahead: the merge clock is the device's time, but never more than a minute past the server's (ADR 015).
 */
export const MAX_CLOCK_AHEAD_MS = 60_000;

export function mergeClock(recordedAt: string | undefined, now = new Date()): Date {
  if (recordedAt === undefined) return now;
  const device = new Date(recordedAt);
  return device.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS
    ? new Date(now.getTime() + MAX_CLOCK_AHEAD_MS)
    : device;
}

export function presentProgress(row: ListeningProgressRow): ProgressRecord {
  return {
    id: row.id,
    userId: row.userId,
    childId: row.childId,
    storyId: row.storyId,
    chapterId: row.chapterId,
    position: row.position,
    completed: row.completed,
    totalListeningTime: row.totalListeningTime,
    lastListenedAt: row.lastListenedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ListQuery = z.output<typeof ProgressListQuery>;

export function createProgressService(repository: ProgressRepository) {
  function assertSelf(callerId: string, userId: string) {
    if (callerId !== userId) throw userNotFound();
  }

  async function assertStory(callerId: string, storyId: string) {
    if (!(await repository.ownsStory(callerId, storyId))) throw storyNotFound();
  }

  async function assertChild(callerId: string, childId: string | undefined) {
    if (childId !== undefined && !(await repository.ownsChild(callerId, childId))) throw childNotFound();
  }

  async function page(callerId: string, query: ListQuery, storyId?: string): Promise<ProgressPage> {
    await assertChild(callerId, query.childId);
    const rows = await repository.list(callerId, {
      ...(storyId === undefined ? {} : { storyId }),
      ...(query.childId === undefined ? {} : { childId: query.childId }),
      ...(query.completed === undefined ? {} : { completed: query.completed }),
      ...(query.cursor === undefined ? {} : { cursor: query.cursor }),
      limit: query.limit,
    });
    if (!rows) throw badCursor();
    return { items: rows.items.map(presentProgress), nextCursor: rows.nextCursor };
  }

  return {
    /** POST /progress. `created` tells the route to answer 201 instead of 200. */
    async upsert(
      callerId: string,
      body: z.output<typeof ProgressUpsertBody>,
    ): Promise<{ record: ProgressRecord; created: boolean }> {
      assertSelf(callerId, body.userId);
      const outcome = await repository.upsert(callerId, {
        childId: body.childId,
        storyId: body.storyId,
        chapterId: body.chapterId,
        position: body.position,
        completed: body.completed,
        totalListeningTime: body.totalListeningTime,
        recordedAt: mergeClock(body.recordedAt),
      });
      if (outcome.kind !== 'not-owned') {
        return { record: presentProgress(outcome.row), created: outcome.kind === 'created' };
      }
      // Only on failure: say which id was wrong.
      await assertChild(callerId, body.childId);
      await assertStory(callerId, body.storyId);
      throw chapterNotFound();
    },

    async listForUser(callerId: string, userId: string, query: ListQuery): Promise<ProgressPage> {
      assertSelf(callerId, userId);
      return page(callerId, query);
    },

    async listForStory(
      callerId: string,
      userId: string,
      storyId: string,
      query: ListQuery,
    ): Promise<ProgressPage> {
      assertSelf(callerId, userId);
      await assertStory(callerId, storyId);
      return page(callerId, query, storyId);
    },

    async chapter(
      callerId: string,
      path: { userId: string; storyId: string; chapterId: string },
      query: z.output<typeof ChapterProgressQuery>,
    ): Promise<ChapterProgress> {
      assertSelf(callerId, path.userId);
      await assertStory(callerId, path.storyId);
      if (!(await repository.chapterOf(path.storyId, path.chapterId))) throw chapterNotFound();
      await assertChild(callerId, query.childId);
      const row = await repository.findForChapter(callerId, path.chapterId, query.childId);
      return row
        ? {
            id: row.id,
            position: row.position,
            totalListeningTime: row.totalListeningTime,
            completed: row.completed,
          }
        : { id: null, position: 0, totalListeningTime: 0, completed: false };
    },

    async complete(callerId: string, id: string): Promise<ProgressRecord> {
      const row = await repository.completeOwned(callerId, id);
      if (!row) throw progressNotFound();
      return presentProgress(row);
    },

    async remove(callerId: string, id: string): Promise<void> {
      if (!(await repository.deleteOwned(callerId, id))) throw progressNotFound();
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
