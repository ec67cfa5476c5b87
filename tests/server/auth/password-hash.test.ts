import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher, defaultScryptCost } from '../../../server/auth/password-hash';
import { users } from '../../../server/db/schema';
import { registerParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

describe('password hashing', () => {
  const hasher = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

  it('defaults to scrypt at N = 2^17, r = 8, p = 1 or stronger', () => {
    expect(defaultScryptCost.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(defaultScryptCost.r).toBeGreaterThanOrEqual(8);
    expect(defaultScryptCost.p).toBeGreaterThanOrEqual(1);
    expect(createPasswordHasher().cost).toEqual(defaultScryptCost);
  });

  it('writes a self-describing hash with a fresh salt each time', async () => {
    const first = await hasher.hash('correct horse');
    const second = await hasher.hash('correct horse');

    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(await hasher.verify('correct horse', first)).toBe(true);
    expect(await hasher.verify('correct horse', second)).toBe(true);
  });

  it('rejects a wrong password, and never truncates a long one', async () => {
    const long = 'x'.repeat(5_000);
    const stored = await hasher.hash(long);

    expect(await hasher.verify(`${long}y`, stored)).toBe(false);
    expect(await hasher.verify(long.slice(0, -1), stored)).toBe(false);
    expect(await hasher.verify(long, stored)).toBe(true);
  });

  it('treats differently composed but identical text as the same password (NFKC)', async () => {
    const stored = await hasher.hash('Jos\u00e9-1234');

    expect(await hasher.verify('Jose\u0301-1234', stored)).toBe(true);
  });

  it.each([
    '',
    'plain-text',
    'scrypt$3$8$1$c2FsdA$a2V5',
    'scrypt$1073741824$8$1$c2FsdA$a2V5',
    'bcrypt$x$y$z$a$b',
  ])('answers false for an unreadable or unsafe stored value %j instead of throwing', async (stored) => {
    expect(await hasher.verify('anything', stored)).toBe(false);
  });

  it('verifies other costs and says when a hash should be upgraded', async () => {
    const weaker = await createPasswordHasher({ N: 2 ** 4, r: 8, p: 1 }).hash('pw');

    expect(await hasher.verify('pw', weaker)).toBe(true);
    expect(hasher.needsRehash(weaker)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('pw'))).toBe(false);
  });

  it('spends a real verification when there is no account', async () => {
    expect(await hasher.verifyNothing('whatever')).toBe(false);
  });

  describe('in an app built with production settings', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await buildTestApp({ auth: { passwordHashCost: undefined } });
    });
    afterAll(() => testApp.close());

    it('stores hashes at the default cost', { timeout: 30_000 }, async () => {
      const parent = await registerParent(testApp.app);

      const [row] = await testApp.database.db.select().from(users).where(eq(users.id, parent.user.id));
      expect(row?.passwordHash?.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    });
  });
});
