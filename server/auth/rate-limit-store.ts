import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/account-tables';

/**
 * Rate-limit counters in the database (ADR 041), so every API process on one PostgreSQL counts the same
 * sign-in attempts: ten tries spread over two servers are still ten. One statement per request, an
 * atomic upsert — a new window when the old one has passed, else one more hit — so two processes that
 * count the same address at the same moment never lose a hit. Times come from the database clock, like
 * the job leases, so servers with skewed clocks agree on when a window ends.
 */

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired rows are harmless but pile up (one per address and route); each process sweeps them now and then. */
const pruneEveryMs = 60_000;

const ms = (value: number) => sql`${`${Math.max(1, Math.round(value))} milliseconds`}::interval`;
const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.resetAt} - now())) * 1000))::int`;

export function createCounterStore(db: Database) {
  let lastPrune = 0;

  async function increment(key: string, timeWindowMs: number) {
    const expired = sql`${rateLimitCounters.resetAt} <= now()`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, resetAt: sql`now() + ${ms(timeWindowMs)}` })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, ttl: ttlMs });
    if (!row) throw new Error('rate-limit upsert returned no row');
    return { current: row.hits, ttl: Number(row.ttl) };
  }

  async function read(key: string) {
    const [row] = await db
      .select({ hits: rateLimitCounters.hits, ttl: ttlMs })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetAt} > now()`);
    return row ? { current: row.hits, ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  }

  /** Deletes windows that ended; at most once a minute per process, never on the request's path. */
  function pruneNowAndThen(): void {
    const now = Date.now();
    if (now - lastPrune < pruneEveryMs) return;
    lastPrune = now;
    void db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.resetAt, sql`now()`))
      .catch(() => undefined); // The next sweep tries again; a request never fails for it.
  }

  return { increment, read, pruneNowAndThen };
}

export type CounterStore = ReturnType<typeof createCounterStore>;

/**
 * The class @fastify/rate-limit constructs. Each rate-limited route gets a child whose keys start with
 * the route, so the sign-in and refresh limits of one address count apart, as they did in memory.
 */
export function databaseRateLimitStore(counters: CounterStore) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: FastifyRateLimitOptions & { routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = options.routeInfo;
      this.prefix =
        route && typeof route.url === 'string' ? `${String(route.method)} ${route.url}|` : 'global|';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.pruneNowAndThen();
      counters.increment(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      counters.read(this.prefix + key).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions as FastifyRateLimitOptions);
    }
  };
}
