import type { User } from '../../../src/contract/auth';
import type { PasswordPolicy } from '../../../src/contract/password-policy';
import type { PasswordHasher } from '../../auth/password-hash';
import { assertPasswordAcceptable } from '../../auth/password-policy';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserChanges, UsersRepository } from './repository';

/**
 * Accounts (ADR 007). There is no admin: a parent sees and changes only their own user, and any other id
 * answers 404 exactly like one that does not exist. Creating an account is open to anyone (it is what
 * signing up does), under the password policy.
 */

export interface NewAccount {
  email: string;
  password: string;
  name: string;
}

export interface UserPage {
  items: User[];
  total: number;
}

export interface AccountChanges {
  name?: string | undefined;
  email?: string | undefined;
  avatar?: string | null | undefined;
}

export const emailTaken = () => new AppError('EMAIL_TAKEN', 409, 'An account with this email already exists');
export const userNotFound = () => new AppError('NOT_FOUND', 404, 'User not found');

/** What the API shows of a user (P§3): never the password hash. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  avatar: row.avatar,
});

function changesFrom(body: AccountChanges, current: UserRow): UserChanges {
  const changes: UserChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  // An empty avatar clears it (S§5: "a URL or empty").
  if (body.avatar !== undefined) changes.avatar = body.avatar === '' ? null : body.avatar;
  if (body.email !== undefined && body.email !== current.email) {
    changes.email = body.email;
    // Nobody has vouched for the new address yet.
    changes.emailVerified = false;
  }
  return changes;
}

export function createUsersService(deps: {
  users: UsersRepository;
  hasher: PasswordHasher;
  policy: PasswordPolicy;
}) {
  const { users, hasher, policy } = deps;

  async function findOwnedOrFail(callerId: string, id: string): Promise<UserRow> {
    const row = await users.findOwned(callerId, id);
    if (!row) throw userNotFound();
    return row;
  }

  return {
    /** Signs nobody in: register and POST /users both use it. */
    async createAccount({ email, password, name }: NewAccount): Promise<UserRow> {
      assertPasswordAcceptable(password, policy);
      const passwordHash = await hasher.hash(password);
      const row = await users.insert({ email, name, passwordHash });
      if (!row) throw emailTaken();
      return row;
    },

    async get(callerId: string, id: string): Promise<User> {
      return toUser(await findOwnedOrFail(callerId, id));
    },

    /** Without an admin role the only user a parent may list is themself (ADR 007). */
    async list(callerId: string, page: { skip: number; take: number }): Promise<UserPage> {
      const everyone = [toUser(await findOwnedOrFail(callerId, callerId))];
      return { items: everyone.slice(page.skip, page.skip + page.take), total: everyone.length };
    },

    async update(callerId: string, id: string, body: AccountChanges): Promise<User> {
      const current = await findOwnedOrFail(callerId, id);
      const changes = changesFrom(body, current);
      if (Object.keys(changes).length === 0) return toUser(current);
      const result = await users.updateOwned(callerId, id, changes);
      if (result.outcome === 'email-taken') throw emailTaken();
      if (result.outcome === 'not-found') throw userNotFound();
      return toUser(result.user);
    },

    /** Deletes the account and, through the database's cascades, its sessions and everything it owns. */
    async remove(callerId: string, id: string): Promise<void> {
      if (!(await users.deleteOwned(callerId, id))) throw userNotFound();
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
