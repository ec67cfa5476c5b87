import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { children } from '../../db/child-tables';
import { storyFavourites, type StoryFavouriteRow } from '../../db/progress-tables';
import { stories, type StoryRow } from '../../db/story-tables';

/**
 * A kid's favourite stories, always through the parent: every read and write takes the caller's id
 * first, so another parent's kid or story and a missing one look the same. There is no findById.
 */

export interface FavouriteWrite {
  childId: string;
  storyId: string;
  favourite: boolean;
  /** The device's clock: the merge order (ADR 034). */
  changedAt: Date;
}

const favourites = storyFavourites;

export function createFavouritesRepository(db: Database) {
  return {
    /**
     * The write and its merge in ONE statement, as listening progress does (ADR 015): the SELECT
     * inserts nothing unless the kid and the story are the caller's; a change older than the stored
     * one changes nothing (a tie takes the incoming change); the same change twice writes nothing.
     * Undefined when the kid or the story is not the caller's.
     */
    async put(userId: string, write: FavouriteWrite): Promise<StoryFavouriteRow | undefined> {
      const changedAt = write.changedAt.toISOString();
      const source = db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: sql`${userId}::uuid`.as('user_id'),
          childId: children.id,
          storyId: stories.id,
          favourite: sql`${write.favourite}::boolean`.as('favourite'),
          changedAt: sql`${changedAt}::timestamptz`.as('changed_at'),
          createdAt: sql`now()`.as('created_at'),
          updatedAt: sql`now()`.as('updated_at'),
        })
        .from(stories)
        .innerJoin(children, eq(children.id, write.childId))
        .where(
          and(eq(stories.id, write.storyId), eq(stories.authorId, userId), eq(children.parentId, userId)),
        );
      const [row] = await db
        .insert(favourites)
        .select(source)
        .onConflictDoUpdate({
          target: [favourites.childId, favourites.storyId],
          set: {
            favourite: sql`excluded.favourite`,
            changedAt: sql`excluded.changed_at`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`excluded.changed_at > ${favourites.changedAt}
            or (excluded.changed_at = ${favourites.changedAt} and excluded.favourite <> ${favourites.favourite})`,
        })
        .returning();
      if (row) return row;
      // Nothing written: a change older than (or the same as) the stored one, or ids not the caller's.
      const [stored] = await db
        .select()
        .from(favourites)
        .where(
          and(
            eq(favourites.userId, userId),
            eq(favourites.childId, write.childId),
            eq(favourites.storyId, write.storyId),
          ),
        );
      return stored;
    },

    /** The kid's favourites whose stories are published, the most recently marked first. */
    async listPublished(
      userId: string,
      childId: string,
      limit: number,
    ): Promise<{ favourite: StoryFavouriteRow; story: StoryRow }[]> {
      return db
        .select({ favourite: favourites, story: stories })
        .from(favourites)
        .innerJoin(stories, eq(stories.id, favourites.storyId))
        .where(
          and(
            eq(favourites.userId, userId),
            eq(favourites.childId, childId),
            eq(favourites.favourite, true),
            eq(stories.authorId, userId),
            eq(stories.status, 'published'),
          ),
        )
        .orderBy(desc(favourites.changedAt), desc(favourites.id))
        .limit(limit);
    },

    async ownsChild(userId: string, childId: string): Promise<boolean> {
      const rows = await db
        .select({ id: children.id })
        .from(children)
        .where(and(eq(children.id, childId), eq(children.parentId, userId)));
      return rows.length > 0;
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
