import { z } from 'zod';

/**
 * The time a device says something happened (a progress save, a favourite's tap), as ISO date-time.
 * Why 1970: a device whose clock was reset reads 1970, and its write is still kept (the newest wins
 * anyway); nothing earlier is a real recording, and year 0 is not a date PostgreSQL has, so it must be
 * a 400 naming the field rather than a value the database refuses. A time ahead of the server's is
 * capped by the merge (ADR 015).
 */
export const DeviceTime = z.iso
  .datetime({ offset: true, message: 'Must be an ISO date-time' })
  .refine((value) => Date.parse(value) >= 0, 'Must be on or after 1970-01-01T00:00:00Z');
