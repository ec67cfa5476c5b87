import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userIdentities, users, type NewUserRow, type UserRow } from '../../db/schema';

/**
 * Accounts at other providers (today only Google), keyed by (provider, subject). An identity belongs to
 * exactly one user and goes when the user is deleted.
 */

export type IdentityProvider = 'google';

export interface IdentityKey {
  provider: IdentityProvider;
  subject: string;
}

export function createIdentityRepository(db: Database) {
  return {
    async findUser({ provider, subject }: IdentityKey): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
      return row?.user;
    },

    /** Links an identity to an existing account whose email the provider has verified. */
    async linkVerified(key: IdentityKey, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(userIdentities)
          .values({ ...key, userId })
          .onConflictDoNothing();
        await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
      });
    },

    /** A new account and its identity together; undefined when the email is already taken. */
    async createUser(key: IdentityKey, values: NewUserRow): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values(values)
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!user) return undefined;
        await tx.insert(userIdentities).values({ ...key, userId: user.id });
        return user;
      });
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
