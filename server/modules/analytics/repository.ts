import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/child-tables';

export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, 'id' | 'receivedAt'>;

/** Analytics events: written once, never read back through the API. */
export function createAnalyticsRepository(db: Database) {
  return {
    /** False when an event with the same event_id is already stored (a resend changes nothing). */
    async insertOnce(event: NewAnalyticsEvent): Promise<boolean> {
      const rows = await db
        .insert(analyticsEvents)
        .values(event)
        .onConflictDoNothing({ target: analyticsEvents.eventId })
        .returning({ id: analyticsEvents.id });
      return rows.length > 0;
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
