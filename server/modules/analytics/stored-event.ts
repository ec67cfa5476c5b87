import type { z } from 'zod';
import {
  ANALYTICS_LIMITS,
  mayTrack,
  redactText,
  sanitizeProperties,
  type TrackEventBody,
} from '../../../src/contract/analytics';
import type { NewAnalyticsEvent } from './repository';

/**
 * What of a tracked event is stored (ADR 012), decided again on the server whatever the client did:
 * nothing without analytics consent or in child mode; otherwise the name, the sanitised properties,
 * the session id, a cut user agent, the client's time if it is a sane one, and the user only as proven
 * by a valid access token — never the body's `user.id`.
 */

type Body = z.output<typeof TrackEventBody>;

// Earlier than this, or more than a day ahead of the server, a client clock is not worth storing.
const EARLIEST_EVENT_MS = Date.UTC(2020, 0, 1);
const DAY_MS = 86_400_000;

export function occurredAt(timestamp: string | number | undefined, now: Date): Date | null {
  if (timestamp === undefined) return null;
  const date = new Date(timestamp);
  const ms = date.getTime();
  return Number.isNaN(ms) || ms < EARLIEST_EVENT_MS || ms > now.getTime() + DAY_MS ? null : date;
}

export function storedEvent(body: Body, userId: string | null, now = new Date()): NewAnalyticsEvent | null {
  if (!mayTrack(body.context)) return null;
  const userAgent = body.context.userAgent;
  return {
    eventId: body.eventId,
    name: redactText(body.eventName),
    properties: sanitizeProperties(body.properties),
    sessionId: body.context.cookies?.sessionId ?? null,
    userId,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, ANALYTICS_LIMITS.maxUserAgentLength) : null,
    occurredAt: occurredAt(body.timestamp, now),
  };
}
