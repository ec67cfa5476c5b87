import { desc, eq } from 'drizzle-orm';
import type { ConsentState } from '../../../src/contract/consent';
import type { Database } from '../../db/client';
import { consentRecords, type ConsentRecordRow } from '../../db/child-tables';

/**
 * Consent records are append-only (ADR 012): this repository can add a record and read the latest,
 * and has no way to change or delete one. Rows go only with the account (foreign key cascade).
 */
export function createConsentsRepository(db: Database) {
  return {
    async latestFor(userId: string): Promise<ConsentRecordRow | undefined> {
      const [row] = await db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userId, userId))
        .orderBy(desc(consentRecords.seq))
        .limit(1);
      return row;
    },

    async record(userId: string, state: ConsentState, version: string): Promise<ConsentRecordRow> {
      const [row] = await db
        .insert(consentRecords)
        .values({ userId, version, ...state })
        .returning();
      if (!row) throw new Error('Consent insert returned nothing');
      return row;
    },
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
