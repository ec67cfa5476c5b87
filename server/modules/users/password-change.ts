import type { ChangePasswordBody, PasswordChanged } from '../../../src/contract/auth';
import type { PasswordPolicy } from '../../../src/contract/password-policy';
import type { PasswordHasher } from '../../auth/password-hash';
import { assertPasswordAcceptable } from '../../auth/password-policy';
import { createSessionStore } from '../../auth/session-store';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Caller } from '../../plugins/auth';
import { createUsersRepository } from './repository';
import { userNotFound } from './service';

/**
 * A parent changes their password (ADR 027). The current password proves it is them and not someone
 * holding an unlocked tablet; the new one follows the policy. The new hash and the end of every other
 * session are one transaction: a new password never leaves an old device signed in. The device that
 * made the change keeps its session.
 */

const wrongPassword = () =>
  new AppError('WRONG_PASSWORD', 400, 'Current password is incorrect', [
    { path: 'body.currentPassword', message: 'Current password is incorrect' },
  ]);

const noPassword = () =>
  new AppError('PASSWORD_NOT_SET', 409, 'This account signs in with Google and has no password to change.');

export function createPasswordChange(deps: { db: Database; hasher: PasswordHasher; policy: PasswordPolicy }) {
  const { db, hasher, policy } = deps;
  const users = createUsersRepository(db);

  return {
    async change(caller: Caller, id: string, body: ChangePasswordBody): Promise<PasswordChanged> {
      const user = await users.findOwned(caller.userId, id);
      if (!user) throw userNotFound();
      if (!user.passwordHash) throw noPassword();
      // The policy first: it costs nothing, and a refused password never costs a hash.
      assertPasswordAcceptable(body.newPassword, policy, 'body.newPassword');
      if (!(await hasher.verify(body.currentPassword, user.passwordHash))) throw wrongPassword();
      const passwordHash = await hasher.hash(body.newPassword);
      return db.transaction(async (tx) => {
        await createUsersRepository(tx).setPasswordHash(user.id, passwordHash);
        const otherSessionsEnded = await createSessionStore(tx).revokeAllBut(user.id, caller.sessionId);
        return { otherSessionsEnded };
      });
    },
  };
}
