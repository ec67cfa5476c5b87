/**
 * Seeded randomness. The same seed must always give the same story, so nothing in the engine may call
 * Math.random: every choice goes through one Random built from the request's seed.
 */

/** cyrb53-style string hash folded to 32 bits: spreads similar seeds ("a1", "a2") far apart. */
export function hashSeed(seed: string): number {
  let h1 = 0xdeadbeef ^ seed.length;
  let h2 = 0x41c6ce57 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    const code = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32: tiny, fast and good enough for choosing words. */
function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly source: () => number;

  constructor(seed: string) {
    this.source = mulberry32(hashSeed(seed));
  }

  next(): number {
    return this.source();
  }

  /** An integer in [0, max). */
  int(max: number): number {
    return Math.floor(this.source() * max);
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(probability: number): boolean {
    return this.source() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

/**
 * Draws without replacement, per key, for a whole story: every alternative of a beat is used once before
 * any is used again, which is what keeps a 12-chapter story from echoing itself.
 */
export class Decks {
  private readonly decks = new Map<string, { order: number[]; last: number }>();

  constructor(private readonly random: Random) {}

  draw(key: string, size: number): number {
    let deck = this.decks.get(key);
    if (!deck) {
      deck = { order: [], last: -1 };
      this.decks.set(key, deck);
    }
    if (deck.order.length === 0) {
      deck.order = this.random.shuffle(Array.from({ length: size }, (_, i) => i));
      // A fresh shuffle must not start with the card just played.
      if (size > 1 && deck.order[deck.order.length - 1] === deck.last)
        deck.order.unshift(deck.order.pop() as number);
    }
    const index = deck.order.pop() as number;
    deck.last = index;
    return index;
  }
}
