import { randomUUID } from 'node:crypto';

/**
 * The malformed values the fuzz suite sends. Deterministic: a seeded generator picks among them, so a
 * failure seen in CI is the same failure on a laptop (the seed is printed with it).
 */

/** mulberry32: tiny, fast, and the same sequence everywhere for one seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` items of `list`, picked by `random` without repeats (all of them if count ≥ length). */
export function pick<T>(random: () => number, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return chosen;
}

/** Values of the wrong JSON type for any field. */
export const wrongTypes: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  'not-what-you-expected',
  '',
  [],
  ['a', 1, null],
  {},
  { nested: { deeper: [1, 2, 3] } },
];

/** Text a parent's keyboard, a paste or a hostile client can produce. */
export const oddUnicode: readonly string[] = [
  'nul\u0000inside',
  '\u0000',
  'lone \ud800 high surrogate',
  'lone \udfff low surrogate',
  'right-to-left \u202e override',
  'zero\u200bwidth\u200d joiner\ufeff',
  'combining e\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z̴̡̛͎̈́a̷̢̛̤l̶̨̛̙g̸̡̛̘o̵̢̧̖',
  '4-byte 🦄🐉👨‍👩‍👧‍👦',
  '\t\r\n\u2028\u2029',
  '%00%2e%2e%2f',
  '{"json":"in a string"}',
  "'; drop table stories; --",
  '<script>alert(1)</script>',
];

/** A string well over every field's maximum (and the header limits when put in a query). */
export const hugeString = 'ẞ'.repeat(70_000);

/** Path or query ids: not a uuid, a uuid of nobody, and near misses a lax parser might accept. */
export function invalidIds(): string[] {
  return [
    'not-a-uuid',
    '0',
    '-1',
    '1e9',
    randomUUID(),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    `${randomUUID()}x`,
    randomUUID().toUpperCase(),
    randomUUID().replace(/-/g, ''),
    `{${randomUUID()}}`,
    'null',
    'undefined',
    '%00',
    '..',
    'a'.repeat(5_000),
    '🦄',
  ];
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** List cursors this server never wrote (the keyset cursor is base64url JSON `[value, id]`). */
export function badCursors(): string[] {
  const id = randomUUID();
  return [
    'not-base64!',
    '',
    '====',
    Buffer.from('not json').toString('base64url'),
    base64url(null),
    base64url({}),
    base64url([]),
    base64url(['1', id]),
    base64url(['+275760-09-13T00:00:00.000Z', id]),
    base64url(['-004714-11-24T00:00:00.000Z', id]),
    base64url(['0000-01-01T00:00:00.000Z', id]),
    base64url(['2026-02-30T00:00:00.000Z', id]),
    base64url(['Title with a \u0000 NUL', id]),
    base64url(['2026-01-01T00:00:00.000Z', 'not-a-uuid']),
    base64url(['2026-01-01T00:00:00.000Z', id, 'extra']),
    base64url([1, id]),
    base64url([['nested'], { id }]),
    base64url(['\ud800', id]),
    base64url(['x'.repeat(20_000), id]),
  ];
}
