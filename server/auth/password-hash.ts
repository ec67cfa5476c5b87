import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto. A hash is stored as `scrypt$N$r$p$salt$hash` (salt and
 * hash base64url), so each one says how it was made: the cost can be raised later and old hashes still
 * verify, and are upgraded at the next sign-in (`needsRehash`).
 *
 * The whole password is hashed — nothing is truncated — after NFKC normalisation, so the same password
 * typed on two keyboards that compose "é" differently still matches.
 */

export interface ScryptCost {
  /** CPU/memory cost, a power of two. Memory used is 128 · N · r bytes (128 MiB at the default). */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's recommended minimum for scrypt (2^17, 8, 1): about 0.3–1 s and 128 MiB per hash here. */
export const defaultScryptCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const saltBytes = 16;
const keyBytes = 32;

// A stored hash is read back from the database; bounds keep a corrupted row from asking for gigabytes.
const maxN = 2 ** 20;
const maxR = 32;
const maxP = 16;

export interface PasswordHasher {
  readonly cost: ScryptCost;
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored value that is not a hash we can read. */
  verify(password: string, stored: string): Promise<boolean>;
  /** True when the stored hash was made with a lower cost than the current one. */
  needsRehash(stored: string): boolean;
  /**
   * Verifies against a hash of a random password at the current cost. Used when there is no account
   * (or no password) so that an unknown email takes as long to refuse as a wrong password.
   */
  verifyNothing(password: string): Promise<false>;
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      // Node refuses above 32 MiB by default; allow what this cost needs, with room to spare.
      { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1_048_576 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function isPowerOfTwo(value: number): boolean {
  return Number.isInteger(value) && value > 1 && (value & (value - 1)) === 0;
}

function isAcceptableCost({ N, r, p }: ScryptCost): boolean {
  return (
    isPowerOfTwo(N) &&
    N <= maxN &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= maxR &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= maxP
  );
}

function parse(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, n, r, p, salt, key] = parts;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!isAcceptableCost(cost) || !salt || !key) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

function format({ cost, salt, key }: ParsedHash): string {
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export function createPasswordHasher(cost: ScryptCost = defaultScryptCost): PasswordHasher {
  if (!isAcceptableCost(cost)) throw new Error(`Unusable scrypt cost ${JSON.stringify(cost)}`);
  let decoy: Promise<string> | undefined;

  const hash = async (password: string) => {
    const salt = randomBytes(saltBytes);
    return format({ cost, salt, key: await derive(password, salt, cost, keyBytes) });
  };

  const verify = async (password: string, stored: string) => {
    const parsed = parse(stored);
    if (!parsed || parsed.key.length === 0) return false;
    const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
    return timingSafeEqual(key, parsed.key);
  };

  return {
    cost,
    hash,
    verify,
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
    },
    async verifyNothing(password) {
      decoy ??= hash(randomBytes(16).toString('base64url'));
      await verify(password, await decoy);
      return false;
    },
  };
}
