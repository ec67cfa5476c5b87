import { mayTrack, sanitizeProperties } from '@/contract/analytics';
import type { AnalyticsEvent, AnalyticsSender, SendContext } from './analytics-event';
import { createEventBuffer } from './event-buffer';

// Analytics (P§4, P§5, P§7). Every event is sanitized at once, before it is buffered or sent. While
// the app is in child mode or analytics consent is off, events are only buffered (at most 1000, trimmed
// to the latest 500). When both allow it, the sender is loaded and the buffer flushed through it.
// Withdrawing consent or returning to child mode tears the sender down and clears the buffer;
// withdrawing every consent starts a new session id.

export interface AnalyticsDeps {
  loadSender: () => Promise<AnalyticsSender>;
  newId?: () => string;
  now?: () => Date;
}

export interface AnalyticsContext extends SendContext {
  userId?: string;
  childId?: string;
}

export function createAnalytics({
  loadSender,
  newId = () => crypto.randomUUID(),
  now = () => new Date(),
}: AnalyticsDeps) {
  const buffer = createEventBuffer<AnalyticsEvent>();
  let context: AnalyticsContext = { childMode: true, analyticsConsent: false };
  let sessionId = newId();
  let sender: Promise<AnalyticsSender> | null = null;

  const deliver = (event: AnalyticsEvent) => {
    const sending = { childMode: context.childMode, analyticsConsent: context.analyticsConsent };
    sender ??= loadSender();
    void sender
      .then((loaded) => loaded.send(event, sending))
      .catch((error: unknown) => console.warn('Analytics: an event could not be queued.', error)); // P§7: ignored.
  };

  function track(name: string, properties: Record<string, unknown> = {}): AnalyticsEvent {
    const event: AnalyticsEvent = {
      id: newId(),
      name,
      properties: sanitizeProperties(properties),
      timestamp: now().toISOString(),
      sessionId,
      ...(context.userId !== undefined && { userId: context.userId }),
      ...(context.childId !== undefined && { childId: context.childId }),
    };
    if (mayTrack(context)) deliver(event);
    else buffer.push(event);
    return event;
  }

  function tearDown(): void {
    buffer.clear();
    const loaded = sender;
    sender = null;
    void loaded?.then((s) => s.teardown()).catch(() => undefined);
  }

  /** Follows the app mode, the consent and who is using the app. */
  function setContext(next: AnalyticsContext): void {
    const couldSend = mayTrack(context);
    const wasConsented = context.analyticsConsent;
    const wasChildMode = context.childMode;
    context = next;
    if ((wasConsented && !next.analyticsConsent) || (!wasChildMode && next.childMode)) tearDown();
    if (!couldSend && mayTrack(next)) buffer.drain().forEach(deliver);
  }

  return {
    track,
    setContext,
    /** Sign-out: nothing buffered outlives the session. */
    clearBuffer: () => buffer.clear(),
    /** Every consent withdrawn (P§4). */
    startNewSession: () => {
      sessionId = newId();
    },
    get sessionId() {
      return sessionId;
    },
    get bufferedCount() {
      return buffer.size;
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

/** The app's analytics. */
export const analytics: Analytics = createAnalytics({
  loadSender: () => import('./analytics-sender').then((module) => module.createSender()),
});
