import type { TrackEventBody } from '@/contract/analytics';

/** P§3: one analytics event, already sanitized. */
export interface AnalyticsEvent {
  id: string;
  name: string;
  properties: Record<string, unknown>;
  timestamp: string;
  sessionId: string;
  userId?: string;
  childId?: string;
}

export interface SendContext {
  childMode: boolean;
  analyticsConsent: boolean;
}

/** The loaded sender ("the SDK"): it exists only while events may leave the device. */
export interface AnalyticsSender {
  send: (event: AnalyticsEvent, context: SendContext) => Promise<void>;
  /** Consent withdrawn: drop whatever is still waiting to be sent. */
  teardown: () => Promise<void>;
}

/** P§7 POST /analytics/track body for an event. */
export function trackBody(event: AnalyticsEvent, context: SendContext, userAgent: string): TrackEventBody {
  return {
    eventName: event.name,
    eventId: event.id,
    timestamp: event.timestamp,
    properties: { ...event.properties, ...(event.childId !== undefined && { childId: event.childId }) },
    context: { ...context, userAgent, cookies: { sessionId: event.sessionId } },
    ...(event.userId !== undefined && { user: { id: event.userId } }),
  };
}
