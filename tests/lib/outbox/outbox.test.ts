import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type FablecastDb } from '@/lib/db/db';
import { createOutbox } from '@/lib/outbox/outbox';
import type { OutboxEntry, OutboxRow } from '@/lib/outbox/outbox-row';
import { OUTBOX_BACKOFF_BASE_MS, OUTBOX_JITTER_RATIO } from '@/lib/outbox/retry-policy';

// The sync queue against a real (fake-indexeddb) Dexie database (offline checklist items 22, 24, 25).

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

let db: FablecastDb;
let clock: number;
let dbCount = 0;

beforeEach(async () => {
  dbCount += 1;
  db = openDb(`outbox-test-${dbCount}-${Date.now()}`);
  await db.open();
  clock = 1_000_000;
});

afterEach(async () => {
  db.close();
  await db.delete();
});

const event = (id: string, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id,
  kind: 'analytics',
  method: 'POST',
  path: '/analytics/track',
  body: { eventId: id },
  ...extra,
});

function outboxWith(send: (row: OutboxRow) => Promise<void>, random = () => 0.5) {
  return createOutbox({ db, send, now: () => clock, random, locks: null });
}

describe('outbox', () => {
  it('sends rows oldest first and removes each only after it succeeded', async () => {
    const sent: string[] = [];
    const outbox = outboxWith(async (row) => {
      sent.push(row.id);
      expect((await outbox.pending()).map((r) => r.id)).toContain(row.id); // Still queued meanwhile.
    });
    await outbox.enqueue(event('a'));
    await outbox.enqueue(event('b'));
    const result = await outbox.flush();
    expect(sent).toEqual(['a', 'b']);
    expect(result.sent).toBe(2);
    expect(await outbox.pending()).toEqual([]);
  });

  it.each([500, 503, 429, 0])('a %s keeps the row and backs off exponentially', async (status) => {
    const outbox = outboxWith(() =>
      Promise.reject(status === 0 ? new TypeError('Failed to fetch') : new HttpError(status)),
    );
    await outbox.enqueue(event('a'));
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const { nextAttemptAt } = await outbox.flush();
      const [row] = await outbox.pending();
      expect(row?.attempts).toBe(attempt);
      expect(row?.nextAttemptAt).toBe(nextAttemptAt);
      delays.push((row?.nextAttemptAt ?? 0) - clock);
      clock = row?.nextAttemptAt ?? clock;
    }
    delays.forEach((delay, n) => {
      const floor = OUTBOX_BACKOFF_BASE_MS * 2 ** n;
      expect(delay).toBeGreaterThanOrEqual(floor);
      expect(delay).toBeLessThanOrEqual(floor * (1 + OUTBOX_JITTER_RATIO));
    });
    expect(delays[1]).toBeGreaterThan(delays[0] ?? 0);
    expect(delays[2]).toBeGreaterThan(delays[1] ?? 0);
    expect(await outbox.deadLetters()).toEqual([]);
  });

  it('does not retry a row before its backoff, unless asked to', async () => {
    let calls = 0;
    const outbox = outboxWith(() => {
      calls += 1;
      return Promise.reject(new HttpError(503));
    });
    await outbox.enqueue(event('a'));
    await outbox.flush();
    await outbox.flush();
    expect(calls).toBe(1);
    await outbox.flush({ ignoreBackoff: true });
    expect(calls).toBe(2);
  });

  it.each([400, 422])('a %s moves the row to the dead letters without blocking the rest', async (status) => {
    const sent: string[] = [];
    const outbox = outboxWith(async (row) => {
      if (row.id === 'poison') throw new HttpError(status);
      sent.push(row.id);
    });
    await outbox.enqueue(event('poison'));
    await outbox.enqueue(event('fine'));
    await outbox.flush();
    expect(sent).toEqual(['fine']);
    expect(await outbox.pending()).toEqual([]);
    const [dead] = await outbox.deadLetters();
    expect(dead).toMatchObject({ id: 'poison', status, attempts: 1 });
  });

  it('never tries a row more than maxAttempts times', async () => {
    let calls = 0;
    const outbox = outboxWith(() => {
      calls += 1;
      return Promise.reject(new HttpError(500));
    });
    await outbox.enqueue(event('a', { maxAttempts: 3 }));
    for (let i = 0; i < 10; i += 1) {
      await outbox.flush({ ignoreBackoff: true });
    }
    expect(calls).toBe(3);
    expect(await outbox.pending()).toEqual([]);
    expect(await outbox.deadLetters()).toMatchObject([{ id: 'a', attempts: 3, status: 500 }]);
  });

  it('completes with a slow network (50 ms) and no transaction error: no fetch inside a transaction', async () => {
    const outbox = outboxWith(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await outbox.enqueue(event('a'));
    await outbox.enqueue(event('b'));
    await expect(outbox.flush()).resolves.toMatchObject({ sent: 2, deadLettered: 0 });
    expect(await outbox.pending()).toEqual([]);
  });

  it('the same id queued twice is one row (idempotent replay)', async () => {
    const outbox = outboxWith(async () => undefined);
    await outbox.enqueue(event('a'));
    await outbox.enqueue(event('a'));
    expect(await outbox.pending()).toHaveLength(1);
  });

  it('a newer write with the same coalesce key replaces the older pending one', async () => {
    const outbox = outboxWith(async () => undefined);
    const progress = (id: string, position: number): OutboxEntry => ({
      id,
      kind: 'progress',
      method: 'POST',
      path: '/progress',
      body: { position },
      coalesceKey: 'kid-1:story-1:chapter-1',
    });
    await outbox.enqueue(progress('p1', 10));
    await outbox.enqueue(progress('p2', 20));
    const rows = await outbox.pending();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.body).toEqual({ position: 20 });
  });

  it('one flush at a time in a tab: concurrent calls send each row once', async () => {
    const sent: string[] = [];
    const outbox = outboxWith(async (row) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      sent.push(row.id);
    });
    await outbox.enqueue(event('a'));
    await outbox.enqueue(event('b'));
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    expect(sent).toEqual(['a', 'b']);
  });

  it('with Web Locks, a tab that finds the flush taken leaves it to the holder', async () => {
    let held = false;
    const locks = {
      request: async (_name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) => {
        if (held) return callback(null);
        held = true;
        try {
          return await callback({ name: 'outbox', mode: 'exclusive' });
        } finally {
          held = false;
        }
      },
      query: async () => ({}),
    } as unknown as LockManager; // A two-method stand-in for the browser's lock manager.
    const sent: string[] = [];
    const send = async (row: OutboxRow) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      sent.push(row.id);
    };
    const tabA = createOutbox({ db, send, now: () => clock, locks });
    const tabB = createOutbox({ db, send, now: () => clock, locks });
    await tabA.enqueue(event('a'));
    const [a, b] = await Promise.all([tabA.flush(), tabB.flush()]);
    expect(b.skipped).toBe(true);
    expect(a.sent).toBe(1);
    expect(sent).toEqual(['a']);
  });
});

describe('a write kept on the device alongside its queued row (favourites)', () => {
  const favourite = {
    ownerId: 'parent-1',
    childId: 'kid-1',
    storyId: 'story-1',
    favourite: true,
    changedAt: '2026-01-01T20:00:00.000Z',
    story: null,
  };

  it('keeps both in one step', async () => {
    const outbox = outboxWith(async () => {});
    await outbox.enqueue(event('f1', { kind: 'favourite', method: 'PUT' }), {
      tables: [db.favourites],
      write: () => db.favourites.put(favourite),
    });

    expect((await outbox.pending()).map((row) => row.id)).toEqual(['f1']);
    expect(await db.favourites.toArray()).toEqual([favourite]);
  });

  it('keeps neither when the device copy cannot be written', async () => {
    const outbox = outboxWith(async () => {});
    const failed = outbox.enqueue(event('f2', { kind: 'favourite', method: 'PUT' }), {
      tables: [db.favourites],
      write: () => db.favourites.add({ ...favourite, storyId: undefined as unknown as string }),
    });

    await expect(failed).rejects.toThrow();
    expect(await outbox.pending()).toEqual([]);
    expect(await db.favourites.count()).toBe(0);
  });
});
