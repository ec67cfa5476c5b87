import type { z } from 'zod';
import {
  ageGroupForAge,
  ChildPreferences,
  DEFAULT_CHILD_AVATAR,
  mergeChildPreferences,
  type Child,
  type ChildListQuery,
  type ChildPage,
  type CreateChildBody,
  type UpdateChildBody,
} from '../../../src/contract/child';
import type { ChildRow } from '../../db/child-tables';
import { AppError } from '../../errors';
import type { ChildrenRepository } from './repository';

/**
 * The rules of kid profiles (P§3, P§5): a parent sees and changes only their own; a parentId in a path
 * that is not the caller's answers exactly like one that does not exist.
 */

const notFound = () => new AppError('NOT_FOUND', 404, 'Child profile not found');
const parentNotFound = () => new AppError('NOT_FOUND', 404, 'Parent not found');
const badCursor = () =>
  new AppError('VALIDATION_ERROR', 400, 'querystring.cursor: Not a cursor from this list', [
    { path: 'querystring.cursor', message: 'Not a cursor from this list' },
  ]);

// Rows written before a preference existed get its default when read.
const preferencesOf = (stored: unknown) =>
  mergeChildPreferences(ChildPreferences.partial().catch({}).parse(stored));

export function presentChild(row: ChildRow): Child {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    age: row.age,
    avatar: row.avatar,
    interests: row.interests,
    age_group: ageGroupForAge(row.age),
    preferences: preferencesOf(row.preferences),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createChildrenService(repository: ChildrenRepository) {
  function assertSelf(callerId: string, parentId: string) {
    if (callerId !== parentId) throw parentNotFound();
  }

  return {
    async list(
      callerId: string,
      parentId: string,
      query: z.output<typeof ChildListQuery>,
    ): Promise<ChildPage> {
      assertSelf(callerId, parentId);
      const page = await repository.listForParent(callerId, query);
      if (!page) throw badCursor();
      return { items: page.items.map(presentChild), nextCursor: page.nextCursor };
    },

    async get(callerId: string, id: string): Promise<Child> {
      const row = await repository.findOwned(callerId, id);
      if (!row) throw notFound();
      return presentChild(row);
    },

    async create(callerId: string, parentId: string, body: z.output<typeof CreateChildBody>): Promise<Child> {
      assertSelf(callerId, parentId);
      const row = await repository.create(callerId, {
        name: body.name,
        age: body.age,
        avatar: body.avatar ?? DEFAULT_CHILD_AVATAR,
        interests: body.interests ?? '',
        preferences: mergeChildPreferences(body.preferences),
      });
      return presentChild(row);
    },

    async update(callerId: string, id: string, body: z.output<typeof UpdateChildBody>): Promise<Child> {
      const current = await repository.findOwned(callerId, id);
      if (!current) throw notFound();
      const row = await repository.updateOwned(callerId, id, {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.age === undefined ? {} : { age: body.age }),
        // null clears the avatar back to the default emoji (P§3).
        ...(body.avatar === undefined ? {} : { avatar: body.avatar ?? DEFAULT_CHILD_AVATAR }),
        ...(body.interests === undefined ? {} : { interests: body.interests }),
        preferences: mergeChildPreferences(body.preferences, preferencesOf(current.preferences)),
      });
      if (!row) throw notFound();
      return presentChild(row);
    },

    async remove(callerId: string, id: string): Promise<void> {
      if (!(await repository.deleteOwned(callerId, id))) throw notFound();
    },
  };
}

export type ChildrenService = ReturnType<typeof createChildrenService>;
