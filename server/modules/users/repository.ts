import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { users, type NewUserRow, type UserRow } from '../../db/schema';

/**
 * Users, as the only things a user owns of the users table: itself. Every read or write of a user by id
 * takes the caller's id first and touches the row only when the two are the same, so another parent's
 * id and an id that does not exist give the same answer (undefined) — there is no findById.
 */

export type UserChanges = Partial<Pick<NewUserRow, 'name' | 'email' | 'avatar' | 'emailVerified'>>;

export type UpdateResult =
  { outcome: 'updated'; user: UserRow } | { outcome: 'not-found' } | { outcome: 'email-taken' };

export function createUsersRepository(db: Database) {
  return {
    async findOwned(callerId: string, id: string): Promise<UserRow | undefined> {
      if (id !== callerId) return undefined;
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** For sign-in only: the account an email belongs to, if any. */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    /** Undefined when the email is taken (the unique constraint decides, so two racing sign-ups can't both win). */
    async insert(values: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    async updateOwned(callerId: string, id: string, changes: UserChanges): Promise<UpdateResult> {
      if (id !== callerId) return { outcome: 'not-found' };
      try {
        const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
        return row ? { outcome: 'updated', user: row } : { outcome: 'not-found' };
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) return { outcome: 'email-taken' };
        throw error;
      }
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /** Deletes the account; the foreign keys cascade to everything tied to it. */
    async deleteOwned(callerId: string, id: string): Promise<boolean> {
      if (id !== callerId) return false;
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
